import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { returnPathFor, useQuizLaunch } from '../../../../lib/quiz-launch';
import { useQuizAttempt } from '../../api/get-quiz-attempt';
import { LaunchDetails } from './launch-details';

/**
 * What the learner sees once an attempt is started or picked up again: the quiz, the mode, the
 * questions in order, and that the attempt is saved and listed as in progress.
 */
export function LaunchPanel() {
  const launch = useQuizLaunch();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isResuming = launch.status === 'resuming';
  const fetched = useQuizAttempt(isResuming ? launch.quizAttemptId : null);
  const attempt = isResuming ? fetched.data : launch.attempt;

  // Focus follows the page change, so keyboard and screen-reader users land on the news.
  useEffect(() => headingRef.current?.focus(), [launch.status, launch.quizAttemptId]);

  const onBack = () => {
    launch.clear();
    void navigate(returnPathFor(launch.origin));
  };
  const title = attempt?.name ?? launch.title ?? 'your quiz';

  return (
    <Paper component="section" variant="outlined" aria-labelledby="launch-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id="launch-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, outline: 0, overflowWrap: 'anywhere' }}
      >
        {isResuming ? `Resuming: ${title}` : `Quiz ready: ${title}`}
      </Typography>
      {fetched.error ? (
        <Box sx={{ mt: 2 }}>
          <LoadError what="your attempt" error={fetched.error} onRetry={() => void fetched.refetch()} />
        </Box>
      ) : null}
      {!attempt && !fetched.error ? <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} /> : null}
      {attempt ? <LaunchDetails attempt={attempt} isResuming={isResuming} /> : null}
      <Button variant="contained" onClick={onBack} sx={{ mt: 3 }}>
        {launch.origin === 'course' ? 'Back to Courses' : 'Back to Featured Quizzes'}
      </Button>
    </Paper>
  );
}
