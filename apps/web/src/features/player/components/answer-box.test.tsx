import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnswerBox } from './answer-box';

function renderBox(canAnswer: boolean, onSend = vi.fn(async () => true)) {
  const props = { canSkip: true, hintId: 'hint', onSend, onSkip: () => {} };
  const view = render(<AnswerBox {...props} canAnswer={canAnswer} />);
  return { onSend, rerender: (can: boolean) => view.rerender(<AnswerBox {...props} canAnswer={can} />) };
}

describe('AnswerBox', () => {
  it('gives focus back to the box once the answer is judged and the box is usable again', async () => {
    const { onSend, rerender } = renderBox(true);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'Three miles{Enter}');
    expect(onSend).toHaveBeenCalledWith('Three miles');
    // Judging: the browser drops focus to the page as the box is disabled.
    box.blur();
    rerender(false);
    expect(document.body).toHaveFocus();
    rerender(true);
    expect(box).toHaveFocus();
  });

  it('hands focus from the Send button to the box, for the next answer', async () => {
    renderBox(true);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'Clear of clouds');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveFocus();
  });

  it('leaves focus where the learner moved it meanwhile', async () => {
    const { rerender } = renderBox(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'One mile{Enter}');
    rerender(false);
    screen.getByRole('button', { name: 'Skip Question' }).focus();
    rerender(true);
    expect(screen.getByRole('button', { name: 'Skip Question' })).toHaveFocus();
  });
});
