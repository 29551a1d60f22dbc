import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SIM_EVENTS,
  STT_EVENTS,
  SimMultiStartSchema,
  SimRefSchema,
  SimStartSchema,
  SimTextSchema,
  SttAudioChunkSchema,
  SttEmptySchema,
  SttStartSchema,
} from '@wilco/shared';
import { useTestApp, listenOnLoopback } from './test/app';
import { login } from './test/fixtures';
import { nearly, type JsonSchema } from './test/fuzz-values';
import { simClient, type Event } from './test/sim';

/**
 * Issue 17 part 6, the sockets: every client event of /stt and /sim, with payloads generated from
 * its shared schema (nearly right, or anything at all), is answered as a client mistake: no
 * internal failure reaches the client, the socket stays connected and the app answers after.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
const EVENTS: Record<'/stt' | '/sim', [string, z.ZodType][]> = {
  '/stt': [
    [STT_EVENTS.start, SttStartSchema],
    [STT_EVENTS.audio, SttAudioChunkSchema],
    [STT_EVENTS.finalize, SttEmptySchema],
    [STT_EVENTS.stop, SttEmptySchema],
  ],
  '/sim': [
    [SIM_EVENTS.start, SimStartSchema],
    [SIM_EVENTS.multiStart, SimMultiStartSchema],
    [SIM_EVENTS.text, SimTextSchema],
    [SIM_EVENTS.transmitStart, SimRefSchema],
    [SIM_EVENTS.transmitEnd, SimRefSchema],
    [SIM_EVENTS.pause, SimRefSchema],
    [SIM_EVENTS.resume, SimRefSchema],
    [SIM_EVENTS.hangup, SimRefSchema],
    [SIM_EVENTS.audio, SttAudioChunkSchema],
  ],
};
/** What an internal fault looks like when it reaches the client. */
const INTERNAL =
  /Speech recognition failed|The simulation failed|Cannot read|is not a function|out of range|violates|syntax error|byte sequence|Unicode escape/i;

const payloads = (schema: z.ZodType) =>
  fc.oneof(
    nearly(jsonSchema(schema)),
    fc.anything({ maxDepth: 2 }),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  );

describe('fuzzed socket events (issue 17 part 6)', () => {
  const t = useTestApp('pglite', { seedDemo: true });
  let base: string;
  let token: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    token = (await login(t.app, 'learner@wilco.dev')).idToken;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it.each(['/stt', '/sim'] as const)('answers every malformed %s event as a client mistake', async (nsp) => {
    const client = await simClient(`${base}${nsp}`, { token });
    sockets.push(client.socket);
    const events: Event[] = client.events;
    for (const [event, schema] of EVENTS[nsp]) {
      await fc.assert(
        fc.asyncProperty(payloads(schema), async (payload) => {
          const seen = events.length;
          client.socket.emit(event, payload);
          await new Promise((r) => setTimeout(r, 5));
          const fault = events.slice(seen).find(([, p]) => INTERNAL.test(JSON.stringify(p ?? '')));
          if (fault) throw new Error(`${event} ${JSON.stringify(payload)} → ${JSON.stringify(fault)}`);
        }),
        { numRuns: Math.max(5, Math.ceil(RUNS / 26)), ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    }
    // Late answers too, then: still connected, and the app still answers.
    await new Promise((r) => setTimeout(r, 300));
    const faults = events.filter(([, p]) => INTERNAL.test(JSON.stringify(p ?? '')));
    expect(faults).toEqual([]);
    expect(client.socket.connected).toBe(true);
    expect((await fetch(`${base}/api/status`)).status).toBe(200);
  });
});
