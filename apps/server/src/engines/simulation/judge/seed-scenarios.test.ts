import { describe, expect, it } from 'vitest';
import { SEED_SCENARIOS } from '../../../db/seed/content/scenarios';
import { checkVariations, judgeTransmission, type JudgeTurn } from './index';

/** The seeded scenarios are the judge's first customers: every scripted answer must pass. */
const turns = SEED_SCENARIOS.flatMap((s) =>
  s.turns
    .filter((t) => (t.input ?? '').trim())
    .map((t, i): [string, JudgeTurn] => [
      `${s.name} #${i + 1}`,
      {
        input: t.input!,
        variations: t.variations ?? [],
        output: t.output ?? '',
        output_variations: t.output_variations ?? [],
        flag: t.flag ?? 'Normal',
        response_type: t.response_type ?? 'Normal',
      },
    ]),
);

describe('seeded scenarios', () => {
  it.each(turns)('%s: the input and every variation are accepted', (_, turn) => {
    for (const heard of [turn.input, ...turn.variations]) {
      const j = judgeTransmission(turn, heard, { confidence: null, minConfidence: 0.5 });
      expect(j.verdict, heard).toBe('accepted');
    }
    expect(checkVariations(turn)).toEqual([]);
  });
});
