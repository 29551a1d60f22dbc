import { describe, expect, it } from 'vitest';
import { DAY_MS, RATING, plannedDue, scenarioPlans, turnRatingFor, type JudgedTurn } from './review-rules';
import { nextCard } from './review-scheduler';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const inDays = (d: number) => NOW + d * DAY_MS;
const turn = (
  outcome: JudgedTurn['outcome'],
  ...verdicts: JudgedTurn['transmissions'][number]['verdict'][]
) => turnRatingFor({ outcome, transmissions: verdicts.map((verdict) => ({ verdict })) });

describe('turnRatingFor (docs/product/spaced-review.md, "Scenario turns")', () => {
  it('rates a turn accepted at once Good, and never Easy', () => {
    expect(turn('correct', 'accepted')).toBe(RATING.Good);
  });

  it('rates a turn accepted after a correction, a prompt or a say-again Hard', () => {
    expect(turn('incorrect', 'corrected', 'accepted')).toBe(RATING.Hard);
    expect(turn('incorrect', 'prompted', 'corrected', 'accepted')).toBe(RATING.Hard);
    // A say-again is no mark in the score, but the turn was not right at once.
    expect(turn('correct', 'say_again', 'accepted')).toBe(RATING.Hard);
  });

  it('rates a turn never accepted Again: attempts ran out, or the call ended after a correction', () => {
    expect(turn('incorrect', 'corrected', 'prompted', 'corrected')).toBe(RATING.Again);
    expect(turn('incorrect', 'prompted')).toBe(RATING.Again);
    expect(turn('incorrect', 'say_again', 'corrected')).toBe(RATING.Again);
  });

  it('rates an acceptance through a scored variation by its marks: Hard below full, Again at none', () => {
    const viaVariation = (score: number, ...before: JudgedTurn['transmissions']) =>
      turnRatingFor({
        outcome: 'correct',
        transmissions: [...before, { verdict: 'accepted', scored_variation: { score } }],
      });
    expect(viaVariation(0.5)).toBe(RATING.Hard);
    expect(viaVariation(0.5, { verdict: 'corrected' })).toBe(RATING.Hard);
    expect(viaVariation(0)).toBe(RATING.Again);
    // A variation worth the full marks is as good as the readback itself.
    expect(viaVariation(1)).toBe(RATING.Good);
  });

  it('moves nothing for skipped and unscored turns', () => {
    expect(turn('skipped')).toBeNull();
    expect(turn('unscored', 'accepted')).toBeNull();
    expect(turn('unscored', 'say_again')).toBeNull();
  });
});

describe('scenarioPlans: one entry per scenario, due with its earliest turn', () => {
  it('groups turn cards by scenario, counts the turns due now and orders most overdue first', () => {
    const plans = scenarioPlans(
      [
        { script_id: 7, script_name: 'Pattern', due: inDays(3) },
        { script_id: 4, script_name: 'Taxi', due: inDays(0.2) },
        { script_id: 7, script_name: 'Pattern', due: inDays(-2) },
        { script_id: 7, script_name: 'Pattern', due: inDays(-1) },
        { script_id: 9, script_name: 'Go-around', due: inDays(10) },
      ],
      NOW,
      0,
    );
    expect(plans).toEqual([
      { script_id: 7, script_name: 'Pattern', due: inDays(-2), turnsDueNow: 2 },
      { script_id: 4, script_name: 'Taxi', due: inDays(0.2), turnsDueNow: 1 },
      { script_id: 9, script_name: 'Go-around', due: inDays(10), turnsDueNow: 0 },
    ]);
  });

  it("uses the learner's day: late tonight is due today, tomorrow morning is not", () => {
    // 10:00 UTC; a learner at UTC-8 (offset 480) has their day end at 08:00 UTC tomorrow.
    const due = [{ script_id: 1, script_name: 'A', due: inDays(0.8) }];
    expect(scenarioPlans(due, NOW, 480)[0]!.turnsDueNow).toBe(1);
    expect(scenarioPlans(due, NOW, 0)[0]!.turnsDueNow).toBe(0);
  });
});

describe('a turn card follows the exam date like a question card', () => {
  it('a Good turn comes back later than a Hard one, and the final window brings both forward', () => {
    const policy = { retention: 0.9, maxIntervalDays: 365 };
    const good = nextCard(null, RATING.Good, new Date(NOW), policy);
    const hard = nextCard(null, RATING.Hard, new Date(NOW), policy);
    const again = nextCard(null, RATING.Again, new Date(NOW), policy);
    expect(good.fsrs_due.getTime()).toBeGreaterThan(hard.fsrs_due.getTime());
    expect(hard.fsrs_due.getTime()).toBeGreaterThanOrEqual(again.fsrs_due.getTime());
    // An exam a day after the Good turn's date: it is planned for the start of the final window.
    const exam = good.fsrs_due.getTime() + DAY_MS;
    expect(plannedDue(good.fsrs_due.getTime(), NOW, exam)).toBe(exam - 3 * DAY_MS);
  });

  it('takes a review dated before the last one as at the last one (a clock set back)', () => {
    const policy = { retention: 0.9, maxIntervalDays: 365 };
    const first = nextCard(null, RATING.Again, new Date(NOW), policy);
    const back = nextCard(first, RATING.Good, new Date(NOW - DAY_MS), policy);
    expect(back.last_review.getTime()).toBe(NOW);
    expect(back.reps).toBe(2);
  });
});
