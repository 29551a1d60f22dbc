import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { ScriptVersionDocumentSchema, type ScoredVariation } from '@wilco/shared';
import { scriptQueue, scriptTurns, scriptVersions, scripts } from '../db/schema';

export type Event = [string, unknown];

/** The test scenario: a taxi call and its readback (the judge reads runway, taxiway, hold short). */
export const C = 'Cessna One Two Three Four Five';
export const TAXI_TURNS = [
  {
    input: `Centerville Ground, ${C}, at the ramp with information Alpha, ready to taxi.`,
    output: `${C}, Centerville Ground, runway two seven, taxi via Alpha, hold short of runway three three.`,
  },
  {
    input: `Runway two seven, taxi via Alpha, hold short of runway three three, ${C}.`,
    output: `${C}, monitor tower one one eight point three.`,
    output_variations: [`${C}, negative, runway two seven, hold short of runway three three.`],
  },
];

let scenarios = 0;

/** Shorter lines for spoken tests: what pocketsphinx hears reliably from flite. */
export const SPOKEN_TURNS = [
  {
    input: `Centerville Ground, ${C}, ready to taxi.`,
    output: `${C}, runway two seven, taxi via Alpha.`,
  },
  { input: `Runway two seven, taxi via Alpha, ${C}.`, output: `${C}, monitor tower.` },
];

/** A published scenario of `tenantId` with the taxi turns; returns its id. */
export async function createScenario(
  app: FastifyInstance,
  tenantId: number,
  opts: {
    deep_link?: string;
    outbound?: boolean;
    name?: string;
    script_type?: string;
    turns?: { input: string; output: string; output_variations?: string[] }[];
    scored_variations?: ScoredVariation[];
    /** A practice scenario that shows the model answer sends each turn's input in call_start. */
    model_answers?: boolean;
    bg_audio?: { url: string; volume: number; volume_locked?: boolean };
  } = {},
) {
  const n = ++scenarios;
  const fields = {
    name: opts.name ?? `Taxi ${n}`,
    status: 'published' as const,
    outbound: opts.outbound ?? true,
    script_type: opts.script_type === 'voice' ? ('voice' as const) : ('chat' as const),
    conversation_display_name: 'Centerville Ground',
    conversation_context: `You are ${C} at the ramp.`,
    deep_link: opts.deep_link ?? null,
    scored_variations: opts.scored_variations ?? [],
    practice: opts.model_answers ?? false,
    show_model_simulation: opts.model_answers ?? false,
    bg_audio: opts.bg_audio ?? null,
    caller_profile: {
      sex: 'female' as const,
      age: 'adult' as const,
      emotion: 'calm' as const,
      language_codes: ['en-US' as const],
    },
  };
  const [row] = await app.db
    .insert(scripts)
    .values({ ...fields, tenant_id: tenantId, tenant_script_id: 1000 + n })
    .returning({ id: scripts.script_id });
  const turns = (opts.turns ?? TAXI_TURNS).map((t, i) => ({
    section: i ? 'Readback' : 'Initial call',
    input: t.input,
    output: t.output,
    output_variations: t.output_variations ?? [],
  }));
  await app.db.insert(scriptTurns).values(turns.map((t, i) => ({ ...t, script_id: row!.id, order: i + 1 })));
  // Learners play the published version (docs/product/scenario-builder.md, "Lifecycle and versions").
  await app.db.insert(scriptVersions).values({
    script_id: row!.id,
    version: '1.0.0',
    document: ScriptVersionDocumentSchema.parse({ ...fields, script_turns: turns }),
  });
  return row!.id;
}

/** Puts a scenario in a learner's queue (optionally in a multi-chat group); returns the item id. */
export async function enqueue(
  app: FastifyInstance,
  tenantId: number,
  userId: number,
  scriptId: number,
  group: string | null = null,
) {
  const [row] = await app.db
    .insert(scriptQueue)
    .values({
      tenant_id: tenantId,
      user_id: userId,
      script_id: scriptId,
      playlist_order: scenarios,
      group_key: group,
    })
    .returning({ id: scriptQueue.script_queue_id });
  return row!.id;
}

export async function queueItem(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(scriptQueue).where(eq(scriptQueue.script_queue_id, id));
  return row!;
}

/** A connected /sim client that records every server event in order. */
export async function simClient(url: string, auth: Record<string, unknown>) {
  const socket: Socket = connect(url, { transports: ['websocket'], auth, reconnection: false });
  const events: Event[] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  let cursor = 0;
  /** The next `name` event after the last one taken (events are consumed in order). */
  const next = async <T = Record<string, unknown>>(name: string, timeout = 10_000): Promise<T> => {
    const until = Date.now() + timeout;
    for (;;) {
      const at = events.findIndex((e, i) => i >= cursor && e[0] === name);
      if (at >= 0) {
        cursor = at + 1;
        return events[at]![1] as T;
      }
      if (Date.now() > until) throw new Error(`no ${name}; got ${JSON.stringify(events.slice(cursor))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { socket, events, next };
}
