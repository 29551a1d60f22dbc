import type { LiveRef, LiveSession } from '@wilco/shared';
import type { simClient } from './sim';

type Client = Awaited<ReturnType<typeof simClient>>;
const is = (a: LiveRef, b: LiveRef) => a.kind === b.kind && a.id === b.id;

/** The next `live_update` of one session; those of other sessions (earlier tests' too) are passed over. */
export async function nextUpdateOf(client: Client, ref: LiveRef): Promise<LiveSession> {
  for (;;) {
    const session = await client.next<LiveSession>('live_update');
    if (is(session, ref)) return session;
  }
}

/** Waits for the `live_end` of one session. */
export async function nextEndOf(client: Client, ref: LiveRef): Promise<void> {
  while (!is(await client.next<LiveRef>('live_end'), ref));
}
