import type { QuizCard } from '@wilco/shared';
import type { ReactNode } from 'react';
import { QuizTile } from './quiz-tile';
import './common.css';

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
    <ul className="w-tile-grid" aria-label={label}>
      {lead ? <li>{lead}</li> : null}
      {quizzes.map((quiz) => (
        <li key={quiz.quiz_id}>
          <QuizTile quiz={quiz} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
