import type { DebriefExchange, Transmission } from '@wilco/shared';
import { isLenient } from './judge';
import type { SimTurn } from './types';

/**
 * docs/product/simulations.md, "Scoring and the debrief": a scored turn is correct when its first scored
 * transmission was accepted; a correction or a prompt makes it incorrect even if the learner
 * gets it right afterwards. Say-again transmissions never count.
 */
export function turnOutcome(turn: SimTurn, transmissions: Transmission[]) {
  if (isLenient(turn)) return 'unscored' as const;
  const counted = transmissions.filter((t) => t.verdict !== 'say_again');
  // Only say-again transmissions: never a mark against the learner.
  if (counted.length === 0) return 'unscored' as const;
  return counted[0]!.verdict === 'accepted' ? ('correct' as const) : ('incorrect' as const);
}

/** An exchange before any transmission; turns never reached stay like this, as skipped. */
export function openExchange(turn: SimTurn, caller: string): DebriefExchange {
  return {
    order: turn.order,
    section: turn.section,
    flag: turn.flag,
    response_type: turn.response_type,
    expected: turn.input,
    caller,
    transmissions: [],
    outcome: isLenient(turn) ? 'unscored' : 'skipped',
    annotation: turn.annotation,
  };
}

/**
 * What a learner may read of their own call while it is live (docs/product/simulations.md, "Scoring
 * and the debrief"): a turn not decided yet keeps its expected transmission and note to itself, or
 * the debrief would hand over the answer to the retry that can still count.
 */
export function withUndecidedHidden(exchanges: DebriefExchange[]): DebriefExchange[] {
  return exchanges.map((e) => (e.outcome === 'skipped' ? { ...e, expected: '', annotation: null } : e));
}

/**
 * The marks of one turn: full for a correct one, unless a scored variation accepted its first counted
 * transmission, which earns that variation's score (docs/product/simulations.md, "Scored variations").
 */
function marksOf(exchange: DebriefExchange): number {
  if (exchange.outcome !== 'correct') return 0;
  const first = exchange.transmissions.find((t) => t.verdict !== 'say_again');
  return first?.scored_variation?.score ?? 1;
}

/** Marks over the turns that count (correct, incorrect, or skipped by ending early). */
export function scoreOf(exchanges: DebriefExchange[]): number | null {
  const counted = exchanges.filter((e) => e.outcome !== 'unscored');
  if (counted.length === 0) return null;
  return counted.reduce((sum, e) => sum + marksOf(e), 0) / counted.length;
}

/**
 * Where a stored call stands (docs/product/simulations.md, "Reconnecting"): the first turn not
 * decided yet (accepted, or its attempts used up) and the transmissions already made on it.
 */
export function positionOf(exchanges: DebriefExchange[], maxAttempts: number) {
  let index = 0;
  for (const exchange of exchanges) {
    const last = exchange.transmissions.at(-1);
    if (last?.verdict !== 'accepted' && exchange.transmissions.length < maxAttempts) break;
    index++;
  }
  return { index, attempts: exchanges[index]?.transmissions.length ?? 0 };
}
