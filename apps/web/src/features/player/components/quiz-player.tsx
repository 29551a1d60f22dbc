import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { returnPathFor, useQuizLaunch } from '../../../lib/quiz-launch';
import { continueQuiz, finishQuiz, sendAnswer, skipQuestion } from '../flow/question-flow';
import { usePlayerSetup } from '../hooks/use-player-setup';
import { canSend } from '../model/lifecycle';
import { usePlayerStore } from '../stores/player-store';
import { AnswerBox } from './answer-box';
import { FinishDialog } from './finish-dialog';
import { PlayerHeader } from './player-header';
import { ResultsDialog } from './results-dialog';
import { Transcript } from './transcript';

/** The quiz dashboard (spec 02 §2), chat answers in both modes until voice capture lands. */
export function QuizPlayer() {
  const phase = usePlayerSetup();
  const player = usePlayerStore();
  const origin = useQuizLaunch((s) => s.origin);
  const clearLaunch = useQuizLaunch((s) => s.clear);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const asker = useMemo(
    () => (user ? { tenant_id: user.db_user.tenant_id, user_id: user.auth_user.user_id } : null),
    [user],
  );

  useEffect(() => () => usePlayerStore.getState().reset(), []);

  const onBack = () => {
    clearLaunch();
    void navigate(returnPathFor(origin));
  };

  if (phase !== 'ready') {
    return (
      <Paper component="section" variant="outlined" aria-label="Quiz player" sx={{ p: { xs: 2, sm: 3 } }}>
        {phase === 'loading' ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading quiz" />
        ) : (
          <Alert severity="error">The quiz could not be opened.</Alert>
        )}
        <Button onClick={onBack} sx={{ mt: 2 }}>
          Back
        </Button>
      </Paper>
    );
  }

  const isRunning = canSend(player.lifecycle) && asker !== null;
  const hasQuestion = player.index < player.questions.length;
  const canAnswer = isRunning && !player.busy && !player.decided && player.aiState !== null;
  const canSkip = isRunning && !player.busy && !player.decided && hasQuestion;
  const needsRetry = isRunning && !player.busy && hasQuestion && (player.decided !== null || !player.aiState);
  const run = (action: (a: NonNullable<typeof asker>) => Promise<unknown>) => {
    if (asker) void action(asker);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="player-title"
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Stack spacing={2}>
        <PlayerHeader
          isReady={asker !== null}
          onStart={() => {
            player.dispatch('start');
            run(continueQuiz);
          }}
          onPause={() => player.dispatch('pause')}
          onResume={() => {
            player.dispatch('resume');
            run(continueQuiz);
          }}
          onLeave={onBack}
        />
        <Transcript sections={player.sections} total={player.questions.length} />
        {needsRetry ? (
          <Box>
            <Button variant="outlined" onClick={() => run(continueQuiz)}>
              {player.decided ? 'Retry Saving' : 'Retry Question'}
            </Button>
          </Box>
        ) : null}
        <AnswerBox
          canAnswer={canAnswer}
          canSkip={canSkip}
          hintId="player-hint"
          onSend={(text) => (asker ? sendAnswer(asker, text) : Promise.resolve(false))}
          onSkip={() => run(skipQuestion)}
        />
      </Stack>
      <FinishDialog
        open={player.dialog === 'finish'}
        isSaving={player.busy === 'saving'}
        onFinish={() => void finishQuiz()}
      />
      <ResultsDialog
        open={player.dialog === 'results'}
        title={player.title}
        questions={player.questions}
        onBack={onBack}
      />
    </Paper>
  );
}
