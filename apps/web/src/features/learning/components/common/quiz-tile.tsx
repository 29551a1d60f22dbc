import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import type { QuizCard } from '@wilco/shared';
import { attemptedPercent, quizStatus } from '../../utils/quiz-status';
import { QuizStatusChip } from './quiz-status-chip';

type QuizTileProps = { quiz: QuizCard; onSelect: (quiz: QuizCard) => void };

/** One quiz card: selecting it resumes the quiz in progress or opens its side card. */
export function QuizTile({ quiz, onSelect }: QuizTileProps) {
  const status = quizStatus(quiz);
  const percent = attemptedPercent(quiz);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onSelect(quiz)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {quiz.name}
              <Box component="span" sx={visuallyHidden}>
                ,
              </Box>
            </Typography>
            <QuizStatusChip status={status} />
          </Stack>
          {/* The name comes from the visible text (WCAG 2.5.3, label in name); only the action is hidden. */}
          {quiz.inProgress ? (
            <Box component="span" sx={visuallyHidden}>
              , resume
            </Box>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {`${quiz.question_count} questions · ${quiz.attempts} completed attempt${quiz.attempts === 1 ? '' : 's'}`}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-hidden sx={{ mt: 'auto' }} />
          <Typography variant="caption" color="text.secondary">
            {`${quiz.attemptedQuestions}/${quiz.question_count} attempted · Score ${quiz.scorePercentage}%`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
