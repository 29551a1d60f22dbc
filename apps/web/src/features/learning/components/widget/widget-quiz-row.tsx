import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { QuizCard } from '@wilco/shared';
import { attemptedPercent, quizStatus } from '../../utils/quiz-status';
import { QuizStatusChip } from '../common/quiz-status-chip';

type WidgetQuizRowProps = { quiz: QuizCard; detail: string; onSelect: (quiz: QuizCard) => void };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a row says under the quiz name: progress for one in progress, size and history otherwise. */
export function rowDetail(quiz: QuizCard, sectionName: string): string {
  if (quiz.inProgress) return `${sectionName} · ${quiz.attemptedQuestions}/${quiz.question_count} attempted`;
  return `${plural(quiz.question_count, 'question')} · ${plural(quiz.attempts, 'completed attempt')}`;
}

/** One quiz on one line: its name, a detail line, its progress and the button that opens it. */
export function WidgetQuizRow({ quiz, detail, onSelect }: WidgetQuizRowProps) {
  const action = quiz.inProgress ? 'Continue' : 'Start';
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: { xs: 1.5, sm: 2 } }}>
      <ListItemText
        primary={quiz.name}
        secondary={detail}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        sx={{ minWidth: 0, flex: '1 1 200px' }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {quiz.inProgress ? (
          <LinearProgress
            variant="determinate"
            value={attemptedPercent(quiz)}
            aria-hidden
            sx={{ width: 64, display: { xs: 'none', sm: 'block' } }}
          />
        ) : (
          <QuizStatusChip status={quizStatus(quiz)} />
        )}
        <Button
          size="small"
          variant={quiz.inProgress ? 'contained' : 'outlined'}
          onClick={() => onSelect(quiz)}
          aria-label={`${action} ${quiz.name}`}
        >
          {action}
        </Button>
      </Stack>
    </ListItem>
  );
}
