import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationOver, type ConversationState } from '@wilco/shared';
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
const ctx = {
  tenantId: 1,
  userId: 7,
  attemptId: null,
  generateAudio: false,
  conversationId: 11,
  turn: 1,
  answers: 0,
  revealAnswer: true,
};

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
            if (conversationOver(state) || !reply) break;
            state = (await engine.reply(state, rubric, reply, cast, { revealAnswer: true })).state;
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

describe('conversation turns and audio', () => {
  const rubric: Rubric = {
    question_id: 4,
    question: 'What is the floor of Class A?',
    answer: '18,000 feet MSL',
    point_threshold: 2,
    contexts: [],
    examples: [],
    subanswers: [
      { subanswer_id: 1, subanswer: '18,000 feet', points: 1 },
      { subanswer_id: 2, subanswer: 'MSL', points: 1 },
    ],
  };
  const spoken: string[] = [];
  const voiced = createConversationEngine({
    signer,
    speak: async (text) => {
      spoken.push(text);
      return `/media/tts/${spoken.length}.wav`;
    },
    maxAnswers: 3,
    minVoiceConfidence: 0.45,
  });

  it('issues each state at the next turn and carries the answers already used', async () => {
    const { state } = await voiced.start(rubric, { ...ctx, turn: 5, answers: 1, generateAudio: true }, cast);
    expect(state).toMatchObject({ conversation_id: 11, turn: 5, answers: 1 });
    const next = await voiced.reply(state, rubric, 'eighteen thousand feet', cast, { revealAnswer: true });
    expect(next.state).toMatchObject({ turn: 6, answers: 2, terminate: false });
  });

  it('synthesises probes but not the closing line, which the player never plays', async () => {
    spoken.length = 0;
    const { state } = await voiced.start(rubric, { ...ctx, generateAudio: true }, cast);
    const probe = await voiced.reply(state, rubric, 'eighteen thousand feet', cast, { revealAnswer: true });
    expect(probe.state.audio_location).not.toBeNull();
    const close = await voiced.reply(probe.state, rubric, 'MSL', cast, { revealAnswer: true });
    expect(close.event).toBe('correct');
    expect(close.state.audio_location).toBeNull();
    expect(spoken).toEqual([state.question, probe.state.question]);
  });

  it('states the model answer on closing only when it may', async () => {
    const closeWith = async (revealAnswer: boolean) => {
      let { state } = await voiced.start(rubric, ctx, cast);
      for (let i = 0; i < 3; i++)
        state = (await voiced.reply(state, rubric, 'roger', cast, { revealAnswer })).state;
      return state.question;
    };
    expect(await closeWith(true)).toContain('18,000 feet MSL');
    expect(await closeWith(false)).not.toContain('18,000');
  });
});
