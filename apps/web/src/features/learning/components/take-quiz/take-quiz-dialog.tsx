import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { QuizCard } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import type { QuizMode } from '../../../../lib/quiz-launch';
import { useQuizAttempts } from '../../api/get-quiz-attempts';
import { useQuizDue } from '../../api/get-quiz-due';
import { defaultNumQuestions, numQuestionsError } from '@wilco/shared';
import { originOf } from '../../utils/quiz-status';
import { useReviewNow } from '../review/use-review-now';
import { TakeQuizFields, type TakeQuizSet } from './take-quiz-fields';
import { useStartQuiz } from './use-start-quiz';

type TakeQuizDialogProps = { quiz: QuizCard; open: boolean; onClose: () => void; onStarted: () => void };

/**
 * Take-quiz modal (docs/product/learning.md, "Side cards"): mode, question set and, for Best/Worst, how many
 * questions.
 */
export function TakeQuizDialog({ quiz, open, onClose, onStarted }: TakeQuizDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="take-quiz-title">
      {/* Mounted only while open, so every opening starts from the defaults. */}
      {open ? <TakeQuizForm quiz={quiz} onClose={onClose} onStarted={onStarted} /> : null}
    </Dialog>
  );
}

function TakeQuizForm({ quiz, onClose, onStarted }: Omit<TakeQuizDialogProps, 'open'>) {
  const [mode, setMode] = useState<QuizMode>('voice');
  const [set, setSet] = useState<TakeQuizSet>('All');
  const [num, setNum] = useState(String(defaultNumQuestions(quiz.question_count)));
  const scores = useQuizAttempts(quiz.quiz_id);
  const dueCount = useQuizDue(quiz.quiz_id);
  const started = () => {
    onClose();
    onStarted();
  };
  const { start, isStarting } = useStartQuiz(quiz, started);
  const due = useReviewNow(originOf(quiz), started);
  const needsCount = set === 'Best' || set === 'Worst';
  const numError = needsCount ? numQuestionsError(num, quiz.question_count) : null;
  const canStart = Boolean(scores.data) && numError === null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canStart || !scores.data) return;
    // docs/product/spaced-review.md: the server picks the due questions of this quiz.
    if (set === 'Due') return due.review(quiz.quiz_id, mode);
    start({ mode, set, numQuestions: Number(num) }, scores.data.question_ids_by_score);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="take-quiz-title">{`Take Quiz: ${quiz.name}`}</DialogTitle>
      <TakeQuizFields
        quiz={quiz}
        scores={scores}
        due={dueCount.data}
        mode={mode}
        set={set}
        num={num}
        numError={numError}
        onModeChange={setMode}
        onSetChange={setSet}
        onNumChange={setNum}
      />
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!canStart} loading={isStarting || due.isStarting}>
          Start
        </Button>
      </DialogActions>
    </form>
  );
}
