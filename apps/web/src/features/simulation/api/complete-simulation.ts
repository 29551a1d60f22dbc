import {
  CompletedSimulationSchema,
  type CompleteSimulationBody,
  type CompletedSimulation,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

export const COMPLETE_ERROR_TEXT = 'Error completing simulation';

/**
 * `POST {playlist}/complete`, once per simulation. The server has already completed the item
 * when the call ended (docs/decisions/015-sim-socket.md); this is the idempotent repeat.
 */
export function completeSimulation(body: CompleteSimulationBody): Promise<CompletedSimulation> {
  return apiFetch('/complete', {
    service: 'playlist',
    method: 'POST',
    body,
    schema: CompletedSimulationSchema,
  });
}
