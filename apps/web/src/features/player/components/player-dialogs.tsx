import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Asker } from '../api/conversation';
import { finishQuiz, sendFeedback, skipQuestion } from '../flow/question-flow';
import { retryQuiz } from '../flow/retry';
import { busyOf } from '../model/player-machine';
import { usePlayerStore } from '../stores/player-store';
import { FeedbackDialog } from './feedback-dialog';
import { FinishDialog } from './finish-dialog';
import { HelpDialog } from './help-dialog';
import { PauseDialog } from './pause-dialog';
import { ResultsDialog } from './results-dialog';

/** docs/product/quiz-player.md, "Leaving", verbatim title; the text says what leaving now costs. */
export const LEAVE_TITLE = 'Confirmation: Leave Quiz';
export const LEAVE_TEXT =
  'This quiz has not been started yet. Leaving before answering, finishing or pausing it loses this attempt. Leave anyway?';

type PlayerDialogsProps = {
  asker: Asker | null;
  leaveConfirm: { open: boolean; onConfirm: () => void; onCancel: () => void };
  onLeave: () => void;
  onResume: () => void;
};

/**
 * Every dialog of the player (docs/product/quiz-player.md, "Dashboard"), one open at a time from the store.
 */
export function PlayerDialogs({ asker, leaveConfirm, onLeave, onResume }: PlayerDialogsProps) {
  const player = usePlayerStore();
  const { title, mode, questions, aiState, ids, dispatch } = player;
  const open = player.dialog?.kind ?? null;
  const feedbackIndex = player.dialog?.kind === 'feedback' ? player.dialog.index : 0;
  const close = () => dispatch({ type: 'CLOSE_DIALOG' });
  return (
    <>
      <ConfirmDialog title={LEAVE_TITLE} text={LEAVE_TEXT} {...leaveConfirm} />
      <ConfirmDialog
        open={open === 'skip'}
        title="Go to Next Question"
        text="Skip this question and go on to the next one? It is saved as skipped and its answer is shown."
        onCancel={close}
        onConfirm={() => {
          close();
          if (asker) void skipQuestion(asker);
        }}
      />
      <PauseDialog open={open === 'pause'} onClose={close} onResume={onResume} onLeave={onLeave} />
      <HelpDialog
        open={open === 'help'}
        mode={mode}
        maxAnswers={aiState?.max_answers ?? null}
        onClose={close}
      />
      <FeedbackDialog
        open={open === 'feedback'}
        questionNumber={feedbackIndex + 1}
        onClose={close}
        onSend={(text) => sendFeedback(feedbackIndex, text)}
      />
      <FinishDialog
        open={open === 'finish'}
        isSaving={busyOf(player) === 'saving'}
        onFinish={() => void finishQuiz()}
      />
      <ResultsDialog
        open={open === 'results'}
        title={title}
        questions={questions}
        onBack={onLeave}
        onRetry={ids.quiz_id === null ? null : (retrySet) => void retryQuiz(retrySet)}
      />
    </>
  );
}
