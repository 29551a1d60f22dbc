import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RetrySet } from '../flow/retry';
import type { PlayerQuestion } from '../model/types';

const OUTCOME: Record<string, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  skipped: 'Skipped',
};

/**
 * Under each outcome: the question, and the model answer where the learner did not give it
 * (docs/product/grading.md: the server hands it out once the question is final).
 */
export function outcomeDetail(q: PlayerQuestion): string {
  const answer = q.status !== 'correct' && q.questionAnswer ? `Answer: ${q.questionAnswer}` : null;
  return [q.questionText, answer].filter(Boolean).join('\n');
}

/** Share of the quiz's questions answered correctly, as a whole percentage. */
export function scorePercent(questions: PlayerQuestion[]): number {
  if (questions.length === 0) return 0;
  return Math.round((questions.filter((q) => q.status === 'correct').length / questions.length) * 100);
}

type ResultsDialogProps = {
  open: boolean;
  title: string;
  questions: PlayerQuestion[];
  onBack: () => void;
  /** null for a preview: there is no quiz to retry. */
  onRetry: ((set: RetrySet) => void) | null;
};

/**
 * Quiz results (docs/product/quiz-player.md, "Dashboard"): the score, each question's outcome, and a retry of
 * what went badly.
 */
export function ResultsDialog({ open, title, questions, onBack, onRetry }: ResultsDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="quiz-results-title" fullWidth maxWidth="sm">
      <DialogTitle id="quiz-results-title">{`Results: ${title}`}</DialogTitle>
      {/* A long outcome list scrolls: keyboard users must be able to reach and scroll it (axe,
          scrollable-region-focusable; docs/product/shell-and-accounts.md, "Accessibility"). */}
      <DialogContent tabIndex={0} role="region" aria-labelledby="quiz-results-title">
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {`${scorePercent(questions)}%`}
        </Typography>
        <List aria-label="Question outcomes" dense>
          {questions.map((q, i) => (
            <ListItem key={q.question_attempt_id} disableGutters>
              <ListItemText
                primary={`Question ${i + 1}: ${OUTCOME[q.status] ?? 'Not answered'}`}
                secondary={outcomeDetail(q)}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {onRetry ? (
          <>
            <Button onClick={() => onRetry('Unanswered')}>Retry Unanswered</Button>
            <Button onClick={() => onRetry('Worst')}>Retry Worst</Button>
          </>
        ) : null}
        <Button variant="contained" onClick={onBack}>
          Back
        </Button>
      </DialogActions>
    </Dialog>
  );
}
