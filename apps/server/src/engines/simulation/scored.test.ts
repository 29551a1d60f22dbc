import { describe, expect, it } from 'vitest';
import type { CallStart, DebriefExchange } from '@wilco/shared';
import { createSimulationEngine } from './engine';
import { judgeTransmission } from './judge';
import { scoreOf } from './outcome';
import { judgeWithScoredVariations } from './scored';
import type { SimEnd, SimTurn } from './types';

const landing: SimTurn = {
  order: 1,
  input: 'Runway two seven left, cleared to land, Cessna One Two Three Four Five.',
  variations: [],
  output: 'Cessna One Two Three Four Five, wind calm.',
  output_variations: [],
  flag: 'Normal',
  response_type: 'Normal',
  section: null,
  annotation: null,
  scored_variations: [
    { input: 'Cleared to land, Cessna One Two Three Four Five.', score: 0.5, note: 'No runway' },
    { input: 'Cleared to land, Cessna Four Five.', score: 0.25 },
  ],
};
const opts = { confidence: null, minConfidence: 0.6 };
const judged = (t: SimTurn, heard: string) => judgeWithScoredVariations(judgeTransmission, t, heard, opts);

describe('scored variations in the judge', () => {
  it('accepts what a scored variation carries, naming the best-scored one that accepted it', () => {
    const heard = 'cleared to land cessna one two three four five';
    expect(judgeTransmission(landing, heard, opts).verdict).toBe('prompted');
    const { judged: j, matched } = judged(landing, heard);
    expect(j.verdict).toBe('accepted');
    expect(matched).toEqual({
      input: 'Cleared to land, Cessna One Two Three Four Five.',
      score: 0.5,
      note: 'No runway',
    });
  });

  it('keeps the turn own verdict when it accepts, and when no scored variation does', () => {
    expect(
      judged(landing, 'runway two seven left cleared to land cessna one two three four five'),
    ).toMatchObject({
      judged: { verdict: 'accepted' },
      matched: null,
    });
    // A wrong runway is still corrected, though the variations do not name a runway.
    expect(
      judged(landing, 'runway two seven right cleared to land cessna one two three four five'),
    ).toMatchObject({ judged: { verdict: 'corrected' }, matched: null });
    expect(
      judged({ ...landing, scored_variations: [] }, 'cleared to land cessna one two three four five'),
    ).toMatchObject({ judged: { verdict: 'prompted' }, matched: null });
    expect(
      judgeWithScoredVariations(judgeTransmission, landing, 'cleared to land cessna four five', {
        ...opts,
        confidence: 0.3,
      }),
    ).toMatchObject({ judged: { verdict: 'say_again' }, matched: null });
  });

  it('gives a turn accepted by a scored variation that variation score', () => {
    const exchange = (score: number | null, outcome: DebriefExchange['outcome']): DebriefExchange => ({
      order: 1,
      section: null,
      flag: 'Normal',
      response_type: 'Normal',
      expected: 'x',
      caller: '',
      outcome,
      annotation: null,
      transmissions: [
        {
          heard: 'x',
          confidence: null,
          verdict: 'accepted',
          elements: [],
          caller_reply: '',
          ...(score === null ? {} : { scored_variation: { input: 'x', score } }),
        },
      ],
    });
    expect(scoreOf([exchange(0.5, 'correct'), exchange(null, 'correct')])).toBe(0.75);
    expect(scoreOf([exchange(0.25, 'correct'), exchange(null, 'skipped')])).toBe(0.125);
  });
});

describe('scored variations in a call', () => {
  it('moves on as for an accepted turn and scores the turn with the variation score', async () => {
    const ends: SimEnd[] = [];
    const results: unknown[] = [];
    const engine = createSimulationEngine(
      {
        sim_id: 3,
        type: 'chat',
        outbound: true,
        multi: false,
        station: 'Tower',
        callStart: { sim_id: 3, scenario_name: 'Landing' } as CallStart,
        turns: [
          landing,
          { ...landing, order: 2, input: 'Wilco, Cessna One Two Three Four Five.', scored_variations: [] },
        ],
      },
      { minConfidence: 0.6, maxAttempts: 3, timeLimitSeconds: null, warnSeconds: 30 },
      {
        sink: { emit: (event, ...args) => void (event === 'turn_result' && results.push(args[0])) },
        store: {
          activate: async () => undefined,
          suspend: async () => undefined,
          saveExchanges: async () => undefined,
          end: async (end) => {
            ends.push(structuredClone(end));
            return { queue_completed: false };
          },
        },
        judge: judgeTransmission,
      },
    );
    await engine.start();
    await engine.text('Cleared to land, Cessna One Two Three Four Five');
    await engine.text('Wilco, Cessna One Two Three Four Five');
    await engine.settled();
    expect(results).toMatchObject([
      { order: 1, transmission: { verdict: 'accepted', scored_variation: { score: 0.5 } } },
      { order: 2, transmission: { verdict: 'accepted' } },
    ]);
    expect(ends[0]).toMatchObject({ status: 'completed', score: 0.75 });
    expect(ends[0]!.exchanges.map((e) => e.outcome)).toEqual(['correct', 'correct']);
  });
});
