import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QuizCard } from '@wilco/shared';
import { LoadError } from '../../../../components/ui/load-error';
import type { QuizMode } from '../../../../lib/quiz-launch';
import type { QuizAttemptsForQuiz } from '../../api/get-quiz-attempts';
import { DUE_QUESTION_SET, START_QUESTION_SETS, type StartQuestionSet } from '@wilco/shared';

type TakeQuizFieldsProps = {
  quiz: QuizCard;
  scores: UseQueryResult<QuizAttemptsForQuiz>;
  /** How many of the quiz's questions are due now; undefined while unknown. */
  due: number | undefined;
  mode: QuizMode;
  set: TakeQuizSet;
  num: string;
  numError: string | null;
  onModeChange: (mode: QuizMode) => void;
  onSetChange: (set: TakeQuizSet) => void;
  onNumChange: (num: string) => void;
};

/** The sets built from scores, and Due, built by the server from the review schedule. */
export type TakeQuizSet = StartQuestionSet | typeof DUE_QUESTION_SET;
const TAKE_QUIZ_SETS: readonly TakeQuizSet[] = [...START_QUESTION_SETS, DUE_QUESTION_SET];

const SET_HINTS: Record<TakeQuizSet, string> = {
  All: 'every question, in quiz order',
  Unanswered: 'questions you have not answered yet',
  Best: 'your best-scored questions first',
  Worst: 'your weakest questions first',
  Due: 'questions due for review today',
};

/** docs/product/spaced-review.md, "Due counts and the due set": the Due choice says when none are due. */
export function dueChoiceLabel(due: number | undefined): string {
  if (due === undefined) return `Due: ${SET_HINTS.Due}`;
  if (due === 0) return 'Due (none): nothing in this quiz is due for review today';
  return `Due (${due}): ${SET_HINTS.Due}`;
}

export function TakeQuizFields(props: TakeQuizFieldsProps) {
  const { quiz, scores, due, mode, set, num, numError, onModeChange, onSetChange, onNumChange } = props;
  const unanswered = scores.data?.question_ids_by_score.filter(([, s]) => s === null).length;
  const labelOf = (s: TakeQuizSet) =>
    s === 'Due'
      ? dueChoiceLabel(due)
      : `${s}${s === 'Unanswered' && unanswered !== undefined ? ` (${unanswered})` : ''}: ${SET_HINTS[s]}`;
  return (
    <DialogContent>
      <Stack spacing={3}>
        <FormControl component="fieldset">
          <FormLabel component="legend">Mode</FormLabel>
          <RadioGroup row value={mode} onChange={(event) => onModeChange(event.target.value as QuizMode)}>
            <FormControlLabel value="voice" control={<Radio />} label="Voice" />
            <FormControlLabel value="chat" control={<Radio />} label="Chat" />
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">Questions</FormLabel>
          <RadioGroup value={set} onChange={(event) => onSetChange(event.target.value as TakeQuizSet)}>
            {TAKE_QUIZ_SETS.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={labelOf(s)} />
            ))}
          </RadioGroup>
        </FormControl>
        {set === 'Best' || set === 'Worst' ? (
          <TextField
            label="Number of questions"
            type="number"
            value={num}
            onChange={(event) => onNumChange(event.target.value)}
            error={numError !== null}
            helperText={numError ?? `From 1 to ${quiz.question_count}`}
            slotProps={{ htmlInput: { min: 1, max: quiz.question_count, step: 1, inputMode: 'numeric' } }}
          />
        ) : null}
        {scores.isPending ? (
          <Skeleton variant="text" role="progressbar" aria-label="Loading your scores" />
        ) : null}
        {scores.error ? (
          <LoadError
            what="your scores for this quiz"
            error={scores.error}
            onRetry={() => void scores.refetch()}
          />
        ) : null}
      </Stack>
    </DialogContent>
  );
}
