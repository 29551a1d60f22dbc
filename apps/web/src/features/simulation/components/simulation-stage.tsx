import { useEffect } from 'react';
import type { SimulationController } from '../hooks/simulation-controller';
import { useSimTimers } from '../hooks/use-sim-timers';
import { isInCall, isStandalone } from '../model/machine';
import { useSimulationStore } from '../stores/simulation-store';
import { AckDialog } from './ack-dialog';
import { ChatView } from './chat-view';
import { DebriefPanel } from './debrief-panel';
import { GetReady } from './get-ready';
import { MultiChatView } from './multi-chat-view';
import { SetupStatus } from './setup-status';
import { SimAudio } from './sim-audio';
import { SimHeader } from './sim-header';
import { VoiceView } from './voice-view';

type SimulationStageProps = {
  controller: SimulationController;
  /** What shows while no simulation runs (the queue, or the deep-link start card). */
  idle: React.ReactNode;
  onDebriefDone: () => void;
};

function CallView({ controller }: { controller: SimulationController }) {
  const type = useSimulationStore((s) => s.simulationType);
  const isMultiChat = useSimulationStore((s) => s.isMultiChat);
  if (isMultiChat) return <MultiChatView controller={controller} />;
  if (type === 'voice') return <VoiceView controller={controller} />;
  return <ChatView controller={controller} />;
}

/** Everything after Start: the acknowledgement gate, setup status, countdown, the call, the debrief. */
export function SimulationStage({ controller, idle, onDebriefDone }: SimulationStageProps) {
  const phase = useSimulationStore((s) => s.phase);
  const hasCall = useSimulationStore((s) => s.call !== null || s.sims.some((sim) => sim.sim_id !== null));
  const standalone = useSimulationStore((s) => isStandalone(s.source));
  const isTestPlay = useSimulationStore((s) => s.source.kind === 'script');
  useSimTimers();

  useEffect(() => {
    // The Start button is gone once a simulation starts: focus lands on the header line instead,
    // so keyboard and screen-reader users follow the call (the spacebar still talks from there).
    if (phase === 'ack-loading' || phase === 'countdown') document.getElementById('sim-header')?.focus();
  }, [phase]);

  const endCurrent = () => {
    const { sims, current } = useSimulationStore.getState();
    const simId = sims[current]?.sim_id;
    if (simId != null) controller.hangup(simId);
  };

  let body: React.ReactNode;
  if (phase === 'idle') body = idle;
  else if (phase === 'debrief')
    body = (
      <DebriefPanel
        title="Simulation Complete"
        text="Your debrief: every exchange, what was expected, what was heard, and your score."
        actionLabel="Back to Queue"
        onDone={onDebriefDone}
      />
    );
  else if (phase === 'deep-link-done')
    body = isTestPlay ? (
      // docs/product/scenario-builder.md, "Test-play": no queue item or learner result changes.
      <DebriefPanel
        title="Test-play Complete"
        text="This was a test-play: no queue or learner result changed. Here is how the judge read each exchange."
        actionLabel="Back to the editor"
        onDone={onDebriefDone}
      />
    ) : (
      <DebriefPanel
        title="Deep Link Simulation Complete"
        text="You have finished this scenario. Your result is saved; here is your debrief."
        actionLabel="Done"
        onDone={onDebriefDone}
      />
    );
  else if (isInCall(phase) && hasCall)
    body = (
      <>
        {phase === 'countdown' ? <GetReady /> : null}
        <CallView controller={controller} />
      </>
    );
  else body = <SetupStatus />;

  return (
    <>
      {standalone && phase === 'idle' ? null : (
        <SimHeader onEndCurrent={endCurrent} onReset={() => controller.reset('full')} />
      )}
      {body}
      {/* In call every slot; after it only the hang-up sound (the reset clears it). */}
      <SimAudio />
      <AckDialog
        open={phase === 'awaiting-ack'}
        onConfirm={() => void controller.confirmAcknowledgement()}
        onCancel={controller.cancelAcknowledgement}
      />
    </>
  );
}
