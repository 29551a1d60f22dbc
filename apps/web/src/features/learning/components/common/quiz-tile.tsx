import { PlainLinearProgress, PlainTileButton } from '../../../../components/plain/content';
import type { QuizCard } from '@wilco/shared';
import { attemptedPercent, quizStatus } from '../../utils/quiz-status';
import { QuizStatusChip } from './quiz-status-chip';
import './common.css';

type QuizTileProps = { quiz: QuizCard; onSelect: (quiz: QuizCard) => void };

/** One quiz card: selecting it resumes the quiz in progress or opens its side card. */
export function QuizTile({ quiz, onSelect }: QuizTileProps) {
  const status = quizStatus(quiz);
  const percent = attemptedPercent(quiz);
  return (
    <PlainTileButton onClick={() => onSelect(quiz)}>
      <span className="w-tile-head">
        <span className="w-tile-title">
          {quiz.name}
          <span className="w-visually-hidden">,</span>
        </span>
        {/* Spaces between flex items are not laid out; they keep the status a word of the button's name. */}{' '}
        <QuizStatusChip status={status} />
      </span>{' '}
      {/* The name comes from the visible text (WCAG 2.5.3, label in name); only the action is hidden. */}
      {quiz.inProgress ? <span className="w-visually-hidden">, resume</span> : null}{' '}
      <span className="w-body2 w-secondary">
        {`${quiz.question_count} questions · ${quiz.attempts} completed attempt${quiz.attempts === 1 ? '' : 's'}`}
      </span>{' '}
      <PlainLinearProgress value={percent} />
      <span className="w-caption w-secondary">
        {`${quiz.attemptedQuestions}/${quiz.question_count} attempted · Score ${quiz.scorePercentage}%`}
      </span>
    </PlainTileButton>
  );
}
