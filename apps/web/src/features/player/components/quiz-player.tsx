import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { ROLE } from '@wilco/shared';
import { useEffect, useMemo, useState } from 'react';
import { useAttemptInUrl } from '../../../lib/attempt-url';
import { hasRole, useCurrentUser } from '../../../lib/auth/current-user';
import { returnPathFor, useQuizLaunch } from '../../../lib/quiz-launch';
import { keysChangedByAQuiz } from '../api/player-keys';
import { continueQuiz, restartQuestion, sendAnswer } from '../flow/question-flow';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useVoicePlayer } from '../hooks/use-voice-player';
import { hintLine } from '../model/hint-line';
import { usePlayerSetup } from '../hooks/use-player-setup';
import { busyOf, canSend, decidedOf, type PlayerState } from '../model/player-machine';
import { usePlayerStore } from '../stores/player-store';
import { AnswerBox } from './answer-box';
import { PlayerDialogs } from './player-dialogs';
import { PlayerHeader } from './player-header';
import { PersonaAudio } from './persona-audio';
import { QuestionEditDrawer } from './question-edit-drawer';
import { VoiceControls } from './voice-controls';
import { Transcript } from './transcript';

/**
 * docs/product/quiz-player.md, "Resuming": the attempt the URL names; none once it is completed (the results
 * show) or could not be opened. Undefined leaves the URL as it is: while loading, and after a leave (whose
 * navigation drops it).
 */
function attemptInUrl(
  phase: 'loading' | 'ready' | 'failed',
  player: Pick<PlayerState, 'quizAttemptId' | 'dialog'>,
): number | null | undefined {
  if (phase === 'failed' || player.dialog?.kind === 'results') return null;
  if (phase === 'loading' || player.quizAttemptId === null) return undefined;
  return player.quizAttemptId;
}

type QuizPlayerProps = {
  /**
   * Where Leave goes; by default back to the page of the quiz's origin
   * (docs/product/quiz-player.md, "Leaving").
   */
  returnPath?: string;
};

/**
 * The quiz dashboard (docs/product/quiz-player.md, "Dashboard"): transcript, answer box, lifecycle controls
 * and dialogs.
 */
export function QuizPlayer({ returnPath }: QuizPlayerProps = {}) {
  const phase = usePlayerSetup();
  const player = usePlayerStore();
  const origin = useQuizLaunch((s) => s.origin);
  const queryClient = useQueryClient();
  const guard = useLeaveGuard();
  const user = useCurrentUser().data;
  const [editingId, setEditingId] = useState<number | null>(null);
  const canEdit = hasRole(user, ROLE.Admin) || hasRole(user, ROLE.Author);
  const asker = useMemo(
    () => (user ? { tenant_id: user.db_user.tenant_id, user_id: user.auth_user.user_id } : null),
    [user],
  );
  const voice = useVoicePlayer(asker);
  useAttemptInUrl(attemptInUrl(phase, player));

  useEffect(
    () => () => {
      usePlayerStore.getState().dispatch({ type: 'RESET' });
      // Scores, cards, attempts and the review schedule changed while the quiz ran: the pages behind it
      // reload.
      for (const queryKey of keysChangedByAQuiz) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );

  const onLeave = () => guard.leave(returnPath ?? returnPathFor(origin));
  const run = (action: (a: NonNullable<typeof asker>) => Promise<unknown>) => {
    if (asker) void action(asker);
  };
  const onResume = () => {
    player.dispatch({ type: 'RESUME' });
    run(continueQuiz);
  };

  if (phase !== 'ready') {
    return (
      <Paper component="section" variant="outlined" aria-label="Quiz player" sx={{ p: { xs: 2, sm: 3 } }}>
        {phase === 'loading' ? (
          <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading quiz" />
        ) : (
          <Alert severity="error">The quiz could not be opened.</Alert>
        )}
        <Button onClick={onLeave} sx={{ mt: 2 }}>
          Back
        </Button>
      </Paper>
    );
  }

  const busy = busyOf(player);
  const decided = decidedOf(player);
  const isRunning = canSend(player.lifecycle) && asker !== null;
  const hasQuestion = player.index < player.questions.length;
  const isIdle = isRunning && player.work.kind === 'idle';
  const current = player.questions[player.index];
  const needsRetry = isRunning && !busy && hasQuestion && (decided !== null || !player.aiState);

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
            player.dispatch({ type: 'START' });
            run(continueQuiz);
          }}
          onPause={() => {
            player.dispatch({ type: 'PAUSE', by: 'learner' });
          }}
          onResume={onResume}
          onLeave={onLeave}
          onHelp={() => player.dispatch({ type: 'OPEN_DIALOG', dialog: { kind: 'help' } })}
          onEdit={canEdit && current && !busy ? () => setEditingId(current.question_id) : null}
          hint={hintLine({
            lifecycle: player.lifecycle,
            busy,
            mode: player.mode,
            isConnecting: voice.isConnecting,
            liveTranscript: voice.liveTranscript,
            isWaitingFinal: voice.waitingFinal,
            isTerminated: decided !== null,
          })}
        />
        <Transcript
          sections={player.sections}
          total={player.questions.length}
          onFeedback={(index) =>
            player.dispatch({ type: 'OPEN_DIALOG', dialog: { kind: 'feedback', index } })
          }
        />
        {needsRetry ? (
          <Box>
            <Button variant="outlined" onClick={() => run(continueQuiz)}>
              {decided ? 'Retry Saving' : 'Retry Question'}
            </Button>
          </Box>
        ) : null}
        {voice.isVoice ? (
          <VoiceControls
            canRecord={isIdle && player.aiState !== null && !voice.isConnecting}
            isRecording={voice.isRecording}
            busy={voice.isConnecting ? 'connecting' : voice.waitingFinal ? 'analyzing' : null}
            startupErrorMessage={voice.startupErrorMessage}
            timedOut={voice.timedOut}
            onToggle={() => void voice.toggleMic()}
          />
        ) : null}
        <PersonaAudio sections={player.sections} enabled={voice.isVoice} />
        <AnswerBox
          label={voice.isVoice ? 'Or type your answer' : 'Your answer'}
          canAnswer={isIdle && player.aiState !== null}
          canSkip={isIdle && hasQuestion}
          hintId="player-hint"
          onSend={(text) => (asker ? sendAnswer(asker, text) : Promise.resolve(false))}
          onSkip={() => player.dispatch({ type: 'OPEN_DIALOG', dialog: { kind: 'skip' } })}
        />
      </Stack>
      <QuestionEditDrawer
        questionId={editingId}
        tenantId={asker?.tenant_id ?? 1}
        onClose={() => setEditingId(null)}
        onSaved={() => {
          setEditingId(null);
          run(restartQuestion);
        }}
      />
      <PlayerDialogs asker={asker} leaveConfirm={guard.confirm} onLeave={onLeave} onResume={onResume} />
    </Paper>
  );
}
