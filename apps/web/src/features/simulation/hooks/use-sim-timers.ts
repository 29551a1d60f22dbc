import { useEffect } from 'react';
import { dispatchSim, useSimulationStore } from '../stores/simulation-store';

/** The 'Get Ready' countdown (auto-start on) and the time-left clock, one tick a second. */
export function useSimTimers() {
  const phase = useSimulationStore((s) => s.phase);
  const isPaused = useSimulationStore((s) => s.isPaused);
  useEffect(() => {
    if (phase !== 'countdown' && (phase !== 'active' || isPaused)) return;
    const type = phase === 'countdown' ? 'COUNTDOWN_TICK' : 'TICK_SECOND';
    const timer = window.setInterval(() => dispatchSim({ type }), 1000);
    return () => window.clearInterval(timer);
  }, [phase, isPaused]);
}
