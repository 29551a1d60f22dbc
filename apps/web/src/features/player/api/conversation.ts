import { ConversationStateSchema, type ConversationState, type ResponseMetaSchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type Asker = { tenant_id: number; user_id: number };
/** How the answer was given; a voice answer carries the recogniser's confidence. */
export type ResponseMeta = z.infer<typeof ResponseMetaSchema>;

/**
 * `POST {qs}/initial_state?time=` (docs/product/conversation.md, "The service"): the persona's opening line
 * for a question.
 */
export function fetchInitialState(
  asker: Asker,
  question: { question_id: number; question_attempt_id: number },
  generateAudio: boolean,
): Promise<ConversationState> {
  return apiFetch(`/initial_state?time=${Date.now()}`, {
    method: 'POST',
    service: 'qs',
    schema: ConversationStateSchema,
    body: {
      ...asker,
      question_id: question.question_id,
      generate_audio: generateAudio,
      // A preview has no question attempt (id 0): its turns are kept unlinked.
      attempt_id: question.question_attempt_id || null,
    },
  });
}

/** `POST {qs}/follow_up?time=`: the state goes back exactly as received (it is signed). */
export function fetchFollowUp(
  asker: Asker,
  response: string,
  state: ConversationState,
  meta: ResponseMeta,
): Promise<ConversationState> {
  return apiFetch(`/follow_up?time=${Date.now()}`, {
    method: 'POST',
    service: 'qs',
    schema: ConversationStateSchema,
    body: { ...asker, question_id: state.question_id, response, state, response_meta: meta },
  });
}
