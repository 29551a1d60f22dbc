import { Agent, request } from 'node:http';
import type { BenchLearner } from './turn-server';
import { summarize, type Summary } from './stats';

const REPLIES = [
  'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
  'three statute miles five hundred below one thousand above two thousand horizontal',
  'I think you need a clearance and a mode c transponder',
  'roger',
];

export type LoadPlan = {
  base: string;
  learners: BenchLearner[];
  questionIds: number[];
  /** Questions each learner answers. */
  questions: number;
  /** Mean pause between a learner's actions, jittered ±50%; 0 = closed loop (capacity). */
  thinkMs: number;
};

/** A pause of `ms` on average, uniformly jittered ±50%, as people take (0: none). */
export function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((r) => setTimeout(r, ms * (0.5 + Math.random()))) : Promise.resolve();
}

/** One route's (or step's) latencies and errors; `why` counts each distinct error. */
export type Bucket = { samples: number[]; errors: number; why: Record<string, number> };
export const bucket = (): Bucket => ({ samples: [], errors: 0, why: {} });

export type Req = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * Kept-alive connections, as a browser keeps one to its server. node:http rather than fetch: it
 * costs the load generator, which shares the machine's cores with the server, a fraction of the CPU.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function send(url: string, init: Req): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A request timed to its whole JSON body. A non-2xx answer or a failed connection is an error of
 * the bucket (its status and message kept in `why`), never a throw: a load run counts them.
 */
export async function timed(
  into: Bucket,
  url: string,
  init: Req = {},
): Promise<{ ok: boolean; body: unknown }> {
  const t0 = performance.now();
  let ok = false;
  let body: unknown = null;
  let why = '';
  try {
    const res = await send(url, init);
    try {
      body = JSON.parse(res.text);
    } catch {
      body = null;
    }
    ok = res.status >= 200 && res.status < 300;
    if (!ok) why = `${res.status} ${res.text.slice(0, 160)}`;
  } catch (err) {
    why = err instanceof Error ? err.message : String(err);
  }
  into.samples.push(performance.now() - t0);
  if (!ok) {
    into.errors++;
    into.why[why] = (into.why[why] ?? 0) + 1;
  }
  return { ok, body };
}

/** The same learners making the same number of calls to a route that does nothing. */
export async function runBare(plan: LoadPlan): Promise<Summary> {
  const bare = bucket();
  const t0 = performance.now();
  await Promise.all(
    plan.learners.map(async () => {
      for (let i = 0; i < plan.questions * 2; i++) {
        await pause(plan.thinkMs);
        await timed(bare, `${plan.base}/config.json`);
      }
    }),
  );
  return summarize('GET /config.json (bare)', bare.samples, bare.errors, performance.now() - t0);
}

/** Each learner answers its questions in chat mode: initial_state, then one follow_up. */
export async function runConversations(plan: LoadPlan): Promise<Summary[]> {
  const initial = bucket();
  const follow = bucket();
  const t0 = performance.now();
  await Promise.all(
    plan.learners.map(async (l, li) => {
      const headers = { authorization: `Bearer ${l.token}`, 'content-type': 'application/json' };
      for (let q = 0; q < plan.questions; q++) {
        const caller = {
          tenant_id: 1,
          question_id: plan.questionIds[(li + q) % plan.questionIds.length]!,
          user_id: l.userId,
        };
        await pause(plan.thinkMs);
        const { body: state } = await timed(initial, `${plan.base}/qs/initial_state?time=${Date.now()}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...caller, generate_audio: false, attempt_id: null }),
        });
        await pause(plan.thinkMs);
        await timed(follow, `${plan.base}/qs/follow_up?time=${Date.now()}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...caller, response: REPLIES[(li + q) % REPLIES.length], state }),
        });
      }
    }),
  );
  const wall = performance.now() - t0;
  return [
    summarize('POST /qs/initial_state', initial.samples, initial.errors, wall),
    summarize('POST /qs/follow_up', follow.samples, follow.errors, wall),
  ];
}
