import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConversationState } from '@wilco/shared';

/** Stable JSON: keys sorted at every level, so the same state always signs the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type UnsignedState = Omit<ConversationState, 'signature'>;

/** HMAC-SHA256 over the whole state: the client carries it but cannot change a byte of it. */
export function createStateSigner(secret: string) {
  const key = createHmac('sha256', 'wilco-conversation-state').update(secret).digest();
  const mac = (state: UnsignedState) =>
    createHmac('sha256', key).update(canonical(state)).digest('base64url');
  return {
    sign(state: UnsignedState): ConversationState {
      return { ...state, signature: mac(state) };
    },
    verify(state: Record<string, unknown>): boolean {
      const { signature, ...rest } = state;
      if (typeof signature !== 'string') return false;
      const expected = Buffer.from(mac(rest as UnsignedState));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type StateSigner = ReturnType<typeof createStateSigner>;
