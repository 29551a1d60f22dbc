import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { HINT_ANALYZING, HINT_CONNECTING } from '../model/hint-line';
import { VoiceControls } from './voice-controls';

const idle = {
  canRecord: false,
  isRecording: false,
  startupErrorMessage: null,
  timedOut: false,
  onToggle: () => {},
};

// The spinner shows only while the speech link connects or a final transcript is awaited: a
// moment a browser run can catch by chance (docs/product/shell-and-accounts.md, "Accessibility").
describe('VoiceControls while the speech link is busy', () => {
  it.each([
    ['connecting', HINT_CONNECTING],
    ['analyzing', HINT_ANALYZING],
  ] as const)('names its spinner by the hint line while %s, with no axe violation', async (busy, name) => {
    const { container } = render(
      <main>
        <VoiceControls {...idle} busy={busy} />
      </main>,
    );
    expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the microphone, not a spinner, when idle', () => {
    render(<VoiceControls {...idle} busy={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording your answer' })).toBeInTheDocument();
  });
});
