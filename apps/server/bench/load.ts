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

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((r) => setTimeout(r, ms * (0.5 + Math.random()))) : Promise.resolve();
}

type Bucket = { samples: number[]; errors: number };
const bucket = (): Bucket => ({ samples: [], errors: 0 });

async function timed(into: Bucket, url: string, init?: RequestInit): Promise<unknown> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body: unknown = await res.json();
  into.samples.push(performance.now() - t0);
  if (!res.ok) into.errors++;
  return body;
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
        const state = await timed(initial, `${plan.base}/qs/initial_state?time=${Date.now()}`, {
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
