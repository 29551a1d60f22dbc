import Box from '@mui/material/Box';
import type { QuizCard } from '@wilco/shared';
import type { ReactNode } from 'react';
import { QuizTile } from './quiz-tile';

type QuizGridProps = {
  quizzes: readonly QuizCard[];
  onSelect: (quiz: QuizCard) => void;
  label: string;
  /** A tile shown before the quizzes (the open review under Continue learning). */
  lead?: ReactNode;
};

/** Tiles that reflow from one column on a 360 px phone to four on a wide screen. */
export function QuizGrid({ quizzes, onSelect, label, lead }: QuizGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {lead ? <Box component="li">{lead}</Box> : null}
      {quizzes.map((quiz) => (
        <Box component="li" key={quiz.quiz_id}>
          <QuizTile quiz={quiz} onSelect={onSelect} />
        </Box>
      ))}
    </Box>
  );
}
