import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConversationState } from '@wilco/shared';
import { createRubricAssessor } from './assessor';
import { createConversationEngine, earnedPoints } from './conversation';
import { createDefaultPersona } from './persona/default-persona';
import { createStateSigner } from './state-signer';
import type { Rubric } from './types';

const signer = createStateSigner('s'.repeat(48));
const cast = { assessor: createRubricAssessor(), persona: createDefaultPersona() };
const engine = createConversationEngine({
  signer,
  speak: async () => null,
  maxAnswers: 3,
  minVoiceConfidence: 0.45,
  clock: () => 1_700_000_000_000,
});
const ctx = { tenantId: 1, userId: 7, attemptId: null, generateAudio: false };

const WORDS = [
  'runway',
  'two',
  'seven',
  'left',
  'heading',
  'niner',
  'thousand',
  'five',
  'hundred',
  'feet',
  'above',
  'below',
  'clouds',
  'miles',
  'clearance',
  'not',
  'squawk',
  'alpha',
  'november',
  'point',
  'three',
];
const rubricArb = fc
  .array(
    fc.record({
      text: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
      points: fc.integer({ min: 1, max: 5 }),
    }),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .chain((subs) =>
    fc.integer({ min: 1, max: subs.reduce((s, x) => s + x.points, 0) }).map((threshold): Rubric => ({
      question_id: 1,
      question: 'Read it back.',
      answer: 'A model answer.',
      point_threshold: threshold,
      contexts: [],
      examples: [],
      subanswers: subs.map((s, i) => ({
        subanswer_id: i + 1,
        subanswer: s.text.join(' '),
        points: s.points,
      })),
    })),
  );
const replyArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 20 }).map((w) => w.join(' '));

describe('conversation (properties)', () => {
  it('never awards more points than the rubric holds, however many answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        rubricArb,
        fc.array(replyArb, { minLength: 1, maxLength: 3 }),
        async (rubric, replies) => {
          let { state } = await engine.start(rubric, ctx, cast);
          const available = rubric.subanswers.reduce((s, x) => s + x.points, 0);
          for (const reply of replies) {
            if (state.terminate || !reply) break;
            state = (await engine.reply(state, rubric, reply, cast)).state;
            expect(earnedPoints(rubric, state.assessments)).toBeLessThanOrEqual(available);
            expect(state.points).toHaveLength(rubric.subanswers.length);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never verifies a state with any field changed', async () => {
    const rubric: Rubric = {
      question_id: 3,
      question: 'What is the floor of Class A?',
      answer: '18,000 feet MSL',
      point_threshold: 1,
      contexts: [],
      examples: [],
      subanswers: [{ subanswer_id: 9, subanswer: '18,000 feet MSL', points: 1 }],
    };
    const { state } = await engine.start(rubric, ctx, cast);
    expect(signer.verify(state)).toBe(true);
    const keys = Object.keys(state).filter((k) => k !== 'signature') as (keyof ConversationState)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.integer(), fc.boolean(), fc.string(), fc.constant(null)),
        (key, value) => {
          fc.pre(JSON.stringify(state[key]) !== JSON.stringify(value));
          expect(signer.verify({ ...state, [key]: value })).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
    expect(signer.verify({ ...state, assessments: [{ label: true, subanswer_id: 9, evidence: 'x' }] })).toBe(
      false,
    );
    expect(signer.verify({ ...state, signature: undefined })).toBe(false);
  });
});
