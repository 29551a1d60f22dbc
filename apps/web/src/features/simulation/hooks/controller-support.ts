import type { QueryClient } from '@tanstack/react-query';
import type { CallStart } from '@wilco/shared';
import type { Recorder } from '../../../lib/audio';
import type { NotificationColor } from '../../../lib/notifications';
import type { SimSocket } from '../api/sim-socket';
import { COMPLETE_ERROR_TEXT } from '../api/complete-simulation';
import { SCENARIO_ERROR_TEXT } from '../api/get-scenario';
import { withTimestamp } from '../model/status-texts';

/** docs/product/simulations.md "Texts": shown verbatim. */
export const SIM_TEXTS = {
  emptyQueue: 'Empty Queue',
  queueError: 'Error obtaining queue',
  scenarioError: SCENARIO_ERROR_TEXT,
  completeError: COMPLETE_ERROR_TEXT,
  noContext: 'No conversation context available for this scenario',
  backendError: 'Error event received from backend. Please notify an administrator.',
  rejoined: 'Reconnected: the call goes on',
} as const;

/** Server `message` types as notification colours: info blue, warning orange-3, else orange-1. */
export function messageColor(type: string): NotificationColor {
  if (type === 'info') return 'info';
  if (type === 'warning') return 'warning';
  return 'error';
}

/** The answer and hang-up sounds' URLs get their timestamp when the call starts (played later). */
export function withCallSoundTimestamps(call: CallStart, now: number = Date.now()): CallStart {
  const stamp = <T extends { url: string }>(audio: T | null): T | null =>
    audio && { ...audio, url: withTimestamp(audio.url, now) };
  return {
    ...call,
    audios: {
      ...call.audios,
      answer_audio: stamp(call.audios.answer_audio),
      hangup_audio: stamp(call.audios.hangup_audio),
    },
  };
}

export type ControllerDeps = {
  queryClient: QueryClient;
  userId: () => number | null;
  createSocket: () => SimSocket;
  recorder: Pick<Recorder, 'initialize' | 'start' | 'stop' | 'pause' | 'flush' | 'reset'>;
};
