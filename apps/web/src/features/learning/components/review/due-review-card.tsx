import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewSummary } from '@wilco/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { paths } from '../../../../config/paths';
import { openAccountSettings } from '../../../../lib/account-dialog';
import { useQuizLaunch, type QuizMode } from '../../../../lib/quiz-launch';
import { useReviewSummary } from '../../api/get-review-summary';
import { useReviewNow } from './use-review-now';

/** docs/product/spaced-review.md "Texts". */
export const NOTHING_DUE = 'Nothing is due for review today.';
export const NO_EXAM_DATE = 'Set your exam date to plan your reviews toward it.';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
    </Box>
  );
}

function ForecastLine({ summary }: { summary: ReviewSummary }) {
  const { forecast, primary_course: course } = summary;
  if (summary.exam_date === null) {
    return (
      <Typography>
        {`${NO_EXAM_DATE} `}
        <Link component="button" type="button" onClick={() => openAccountSettings('exam-date')}>
          Set exam date
        </Link>
      </Typography>
    );
  }
  const total = (course?.questions ?? 0) * 2;
  const done = total === 0 ? 0 : Math.round(((total - forecast.remaining) / total) * 100);
  return (
    <Stack spacing={1}>
      <Typography
        sx={{ fontWeight: 600 }}
        // error.main, not warning.main: the theme's amber is a background colour and reads at
        // only 2.1:1 as text on white (docs/product/spaced-review.md, "Forecast").
        color={forecast.status === 'behind' ? 'error.main' : 'text.primary'}
      >
        {forecast.text}
      </Typography>
      {course ? (
        <>
          <LinearProgress
            variant="determinate"
            value={done}
            aria-label={`${course.name}: ${done}% studied and reviewed`}
          />
          <Typography variant="body2" color="text.secondary">
            {`${course.name}: ${done}% studied and reviewed. Exam ${dayjs(summary.exam_date).format('MMM D, YYYY')}`}
            {forecast.finish_date
              ? `; at ${forecast.pace} a day, done by ${dayjs(forecast.finish_date).format('MMM D')}`
              : ''}
            .
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}

/** docs/product/spaced-review.md, "Scenario turns": scenarios to replay, beside the questions. */
export function scenarioReviewText({ scenarios }: ReviewSummary): string | null {
  const now = scenarios.overdue + scenarios.today;
  if (now === 0 && scenarios.week === 0) return null;
  const plural = (n: number) => (n === 1 ? 'scenario' : 'scenarios');
  const today = now === 0 ? 'No scenario to replay today' : `${now} ${plural(now)} to replay today`;
  return `${today}; ${scenarios.week} more this week.`;
}

/** docs/product/spaced-review.md, "Resuming a review". */
export function openReviewText({ open_review: open }: ReviewSummary): string | null {
  return open ? `Review in progress: ${open.answered} of ${open.questions} answered.` : null;
}

function ScenarioLine({ summary }: { summary: ReviewSummary }) {
  const text = scenarioReviewText(summary);
  if (!text) return null;
  return (
    <Typography>
      {`${text} `}
      <Link component={RouterLink} to={paths.simulation}>
        Open simulations
      </Link>
    </Typography>
  );
}

/** Home: what is due today, whether the learner is on track for the exam, and "Review now". */
export function DueReviewCard() {
  const query = useReviewSummary();
  const [mode, setMode] = useState<QuizMode>('voice');
  const { review, isStarting } = useReviewNow('course');
  const resume = useQuizLaunch((s) => s.resume);
  const summary = query.data;
  const dueNow = summary ? summary.due.overdue + summary.due.today : 0;
  const open = summary?.open_review ?? null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="due-review-title" sx={{ p: 2 }}>
      <Typography id="due-review-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Due for review
      </Typography>
      {query.error ? (
        <LoadError what="your review schedule" error={query.error} onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <Skeleton
          variant="rounded"
          height={96}
          role="progressbar"
          aria-label="Loading your review schedule"
        />
      ) : (
        <Stack spacing={2}>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, m: 0 }}>
            <Figure label="Overdue" value={summary.due.overdue} />
            <Figure label="Due today" value={summary.due.today} />
            <Figure label="This week" value={summary.due.week} />
          </Box>
          {dueNow === 0 && !open ? <Typography color="text.secondary">{NOTHING_DUE}</Typography> : null}
          {open ? (
            // The open review is resumed in its own mode, at its next question.
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography>{openReviewText(summary)}</Typography>
              <Button variant="contained" onClick={() => resume(open.quiz_attempt_id, 'course')}>
                Resume review
              </Button>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <RadioGroup
                row
                aria-label="Review mode"
                value={mode}
                onChange={(event) => setMode(event.target.value as QuizMode)}
              >
                <FormControlLabel value="voice" control={<Radio />} label="Voice" />
                <FormControlLabel value="chat" control={<Radio />} label="Chat" />
              </RadioGroup>
              <Button
                variant="contained"
                disabled={dueNow === 0}
                loading={isStarting}
                onClick={() => review(null, mode)}
              >
                Review now
              </Button>
            </Stack>
          )}
          <ScenarioLine summary={summary} />
          <ForecastLine summary={summary} />
        </Stack>
      )}
    </Paper>
  );
}
