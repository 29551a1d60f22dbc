import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Section } from '../model/types';
import { TRANSCRIPT_EMPTY, Transcript } from './transcript';

const asked: Section = {
  questionID: 7,
  questionIndex: 0,
  display: true,
  turns: [{ id: 1, type: 'persona', text: 'What is VFR?', audioUrl: null, loading: false, timestamp: 0 }],
};

describe('Transcript', () => {
  it('says what will appear there while no question is shown yet', () => {
    render(<Transcript sections={[{ ...asked, display: false }]} total={3} onFeedback={() => {}} />);
    expect(screen.getByRole('log', { name: 'Quiz transcript' })).toHaveTextContent(TRANSCRIPT_EMPTY);
  });

  it('drops the empty-state line once a question is shown', () => {
    render(<Transcript sections={[asked]} total={3} onFeedback={() => {}} />);
    expect(screen.queryByText(TRANSCRIPT_EMPTY)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question 1' })).toHaveTextContent('Question 1 of 3');
  });
});
