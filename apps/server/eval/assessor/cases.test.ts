/**
 * Validates the assessor evaluation set as data. It does not run the assessor (see run.ts for that).
 */
import { describe, expect, it } from 'vitest';
import { allSeedQuestions } from '../../src/db/seed/content/index';
import { cases, casesByArea } from './cases/index';
import { evalQuestions } from './eval-questions';
import { EVAL_KINDS, type EvalCase, type EvalKind } from './eval.types';
import { heldoutCases } from './heldout/index';

const MIN_CASES = 180;
/** Issue 13: at least 600 replies in all, at least 150 of them held out. */
const MIN_ALL_CASES = 600;
const MIN_HELDOUT_CASES = 150;
/** The issue 13 kinds: at least five held-out cases each (every other kind at least three). */
const HELDOUT_KINDS: EvalKind[] = [
  'wrong-letter',
  'opposite',
  'callsign-form',
  'homophone',
  'equivalent',
  'extra-item',
];
const everyCase = [...cases, ...heldoutCases];
const MIN_QUESTIONS = 35;
const AREAS = [
  'airspace',
  'weather',
  'regulations',
  'performance',
  'radio',
  'readbacks',
  'emergencies',
  'values',
];

/** Minimum number of cases of each kind. */
const MIN_PER_KIND: Record<EvalKind, number> = {
  correct: 0,
  paraphrase: 15,
  'spoken-numbers': 25,
  'icao-digits': 15,
  'asr-slip': 15,
  partial: 20,
  'wrong-value': 30,
  negation: 10,
  hedge: 10,
  'word-order': 8,
  'off-topic': 8,
  'wrong-letter': 10,
  opposite: 10,
  'callsign-form': 10,
  homophone: 10,
  equivalent: 10,
  'extra-item': 5,
};

const questionsByKey = new Map([...allSeedQuestions, ...evalQuestions].map((q) => [q.key, q]));
const describeCase = (c: EvalCase) => `${c.question_key}: "${c.reply}"`;
const normalise = (reply: string) =>
  reply
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('assessor evaluation set', () => {
  it('has enough cases over enough questions', () => {
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
    expect(new Set(cases.map((c) => c.question_key)).size).toBeGreaterThanOrEqual(MIN_QUESTIONS);
  });

  it('has at least 600 replies, 150 of them held out and covering every kind', () => {
    expect(everyCase.length).toBeGreaterThanOrEqual(MIN_ALL_CASES);
    expect(heldoutCases.length).toBeGreaterThanOrEqual(MIN_HELDOUT_CASES);
    for (const kind of EVAL_KINDS) {
      const count = heldoutCases.filter((c) => c.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(HELDOUT_KINDS.includes(kind) ? 5 : 3);
    }
  });

  it('covers every area, including aeromedical questions', () => {
    expect(Object.keys(casesByArea).sort()).toEqual([...AREAS].sort());
    for (const area of AREAS) expect(casesByArea[area]?.length ?? 0, area).toBeGreaterThanOrEqual(10);
    expect(cases.some((c) => c.question_key.startsWith('aeromed-'))).toBe(true);
  });

  it('refers only to seeded questions, with one label per subanswer', () => {
    const problems: string[] = [];
    for (const c of everyCase) {
      const question = questionsByKey.get(c.question_key);
      if (!question) problems.push(`unknown question: ${describeCase(c)}`);
      else if (c.expected.length !== question.subanswers.length) {
        problems.push(
          `${c.expected.length} labels for ${question.subanswers.length} subanswers: ${describeCase(c)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses only known kinds, and meets the minimum count of each', () => {
    for (const c of everyCase) expect(EVAL_KINDS, describeCase(c)).toContain(c.kind);
    for (const kind of EVAL_KINDS) {
      const count = cases.filter((c) => c.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(MIN_PER_KIND[kind]);
    }
  });

  it('has no duplicate or empty replies for a question', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const c of everyCase) {
      expect(c.reply.trim(), describeCase(c)).not.toBe('');
      const id = `${c.question_key}|${normalise(c.reply)}`;
      if (seen.has(id)) duplicates.push(describeCase(c));
      seen.add(id);
    }
    expect(duplicates).toEqual([]);
  });

  it('labels each case consistently with its kind', () => {
    const problems: string[] = [];
    for (const c of everyCase) {
      const trues = c.expected.filter(Boolean).length;
      const falses = c.expected.length - trues;
      const fail = (why: string) => problems.push(`${c.kind} ${why}: ${describeCase(c)}`);
      switch (c.kind) {
        case 'correct':
          if (falses > 0) fail('must be all true');
          break;
        case 'off-topic':
          if (trues > 0) fail('must be all false');
          break;
        case 'partial':
          if (trues === 0 || falses === 0) fail('needs both true and false labels');
          break;
        case 'wrong-value':
        case 'wrong-letter':
        case 'opposite':
        case 'negation':
          if (falses === 0) fail('needs a false label');
          break;
        default:
          if (trues === 0) fail('needs a true label');
      }
    }
    expect(problems).toEqual([]);
  });

  it('is not just the seeded examples', () => {
    const examples = new Set(
      allSeedQuestions.flatMap((q) => q.examples.map((e) => `${q.key}|${normalise(e.example)}`)),
    );
    const copied = everyCase.filter((c) => examples.has(`${c.question_key}|${normalise(c.reply)}`));
    expect(copied.map(describeCase)).toEqual([]);
  });
});
