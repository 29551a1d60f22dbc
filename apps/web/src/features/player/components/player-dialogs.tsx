import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Asker } from '../api/conversation';
import { finishQuiz, sendFeedback, skipQuestion } from '../flow/question-flow';
import { retryQuiz } from '../flow/retry';
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
  const { dialog, busy, title, mode, questions, aiState, feedbackIndex, ids, set } = usePlayerStore();
  const close = () => set({ dialog: null });
  return (
    <>
      <ConfirmDialog title={LEAVE_TITLE} text={LEAVE_TEXT} {...leaveConfirm} />
      <ConfirmDialog
        open={dialog === 'skip'}
        title="Go to Next Question"
        text="Skip this question and go on to the next one? It is saved as skipped and its answer is shown."
        onCancel={close}
        onConfirm={() => {
          close();
          if (asker) void skipQuestion(asker);
        }}
      />
      <PauseDialog open={dialog === 'pause'} onClose={close} onResume={onResume} onLeave={onLeave} />
      <HelpDialog
        open={dialog === 'help'}
        mode={mode}
        maxAnswers={aiState?.max_answers ?? null}
        onClose={close}
      />
      <FeedbackDialog
        open={dialog === 'feedback'}
        questionNumber={(feedbackIndex ?? 0) + 1}
        onClose={() => set({ dialog: null, feedbackIndex: null })}
        onSend={(text) => sendFeedback(feedbackIndex ?? 0, text)}
      />
      <FinishDialog
        open={dialog === 'finish'}
        isSaving={busy === 'saving'}
        onFinish={() => void finishQuiz()}
      />
      <ResultsDialog
        open={dialog === 'results'}
        title={title}
        questions={questions}
        onBack={onLeave}
        onRetry={ids.quiz_id === null ? null : (retrySet) => void retryQuiz(retrySet)}
      />
    </>
  );
}
