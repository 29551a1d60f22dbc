import type { Transmission } from '@wilco/shared';
import type { Judgement, JudgeOptions } from './judge';
import type { Judge, SimTurn } from './types';

/** The scored variation that accepted a transmission, as the transmission record keeps it. */
export type ScoredMatch = NonNullable<Transmission['scored_variation']>;

/**
 * docs/product/simulations.md, "Scored variations": a transmission the turn's own input and
 * variations only prompt (something is missing) is judged again, by the same judge, against each of
 * the turn's scored variations as the expected input; the best-scored one that accepts it wins. A
 * corrected one carries a wrong value, which nothing accepts; "say again" is about the hearing.
 */
export function judgeWithScoredVariations(
  judge: Judge,
  turn: SimTurn,
  heard: string,
  opts: JudgeOptions,
): { judged: Judgement; matched: ScoredMatch | null } {
  const judged = judge(turn, heard, opts);
  if (judged.verdict !== 'prompted') return { judged, matched: null };
  let best: { judged: Judgement; matched: ScoredMatch } | null = null;
  for (const variation of turn.scored_variations ?? []) {
    if (best && best.matched.score >= variation.score) continue;
    const retried = judge({ ...turn, input: variation.input, variations: [] }, heard, opts);
    if (retried.verdict !== 'accepted') continue;
    const { input, score, note } = variation;
    best = { judged: retried, matched: note ? { input, score, note } : { input, score } };
  }
  return best ?? { judged, matched: null };
}
