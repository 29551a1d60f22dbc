import type { EventLogBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** Player events (docs/product/quiz-player.md, "Event log"). */
export type PlayerEvent = 'nextQuestion' | 'sendTextAnswer' | 'sendVoiceAnswer';

/** What every event carries about the device (docs/product/quiz-player.md, "Event log"). */
function deviceFields(): Pick<EventLogBody, 'device_information' | 'screen_size'> {
  return {
    device_information: navigator.userAgent.slice(0, 1000),
    screen_size: `${window.innerWidth}x${window.innerHeight}`,
  };
}

/**
 * `POST /api/attempt/eventLog`. docs/product/quiz-player.md, "Event log": a failure is only logged; it never
 * holds up the quiz, so this neither throws nor is awaited by the flow.
 */
export function postEventLog(
  event: PlayerEvent,
  fields: Omit<EventLogBody, 'event' | 'event_timestamp'>,
): void {
  const body: EventLogBody = {
    event,
    event_timestamp: new Date().toISOString(),
    ...deviceFields(),
    ...fields,
  };
  apiFetch('/attempt/eventLog', { method: 'POST', body }).catch((error: unknown) => {
    console.warn('Event log failed', error);
  });
}
