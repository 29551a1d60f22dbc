import { compareElements } from './compare';
import type { Found } from './context';
import { extractElements } from './extract';
import { prepare } from './normalize';
import type { JudgeTurn } from './types';

export type TurnPlan = {
  /** Elements every accepted form of the transmission carries, in the order they are said. */
  elements: Found[];
  /** Other callsigns the expected text names ("is a Cessna One Seventy-Two"): never the learner's. */
  otherCallsigns: string[];
  /** How the expected text writes the learner's callsign, to address the reply. */
  callsignWords: string | null;
};

/** The runway a hold short names, as a runway element of its own. */
function asRunway(f: Found): Found | null {
  if (f.kind !== 'hold_short' || !f.value.startsWith('runway ')) return null;
  return { ...f, kind: 'runway', value: f.value.slice('runway '.length), lead: undefined };
}

const cache = new Map<string, TurnPlan>();
const CACHE_LIMIT = 2000;

/**
 * docs/product/simulation-judge.md (expected elements): the values of the turn's input. An
 * element is only required when every variation also carries it, so an author who accepts
 * "Wilco, Cessna 345" for "Report left base, Cessna 345" is not overruled; a variation that says
 * a different value is reported by checkVariations.
 */
export function planTurn(turn: Pick<JudgeTurn, 'input' | 'variations'>): TurnPlan {
  const key = JSON.stringify([turn.input, turn.variations]);
  const hit = cache.get(key);
  if (hit) return hit;
  const { found } = extractElements(prepare(turn.input));
  const callsigns = found.filter((f) => f.kind === 'callsign');
  const own = callsigns[0];
  let elements = found.filter((f) => f.kind !== 'callsign' || f === own);
  const otherCallsigns = callsigns.filter((f) => f !== own).map((f) => f.value);
  for (const variation of turn.variations.filter((v) => v.trim())) {
    const heard = prepare(variation);
    const judged = compareElements(elements, heard, otherCallsigns);
    elements = elements.flatMap((f, i) => {
      if (judged[i]!.status === 'right') return [f];
      // "holding short runway 19" beside "ready for departure runway 19": the runway is still required.
      const runway = asRunway(f);
      return runway && compareElements([runway], heard)[0]!.status === 'right' ? [runway] : [];
    });
  }
  const plan = { elements, otherCallsigns, callsignWords: own ? own.words.join(' ') : null };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, plan);
  return plan;
}

/** For authors and seed tests: variations that say a different value than the input. */
export function checkVariations(
  turn: Pick<JudgeTurn, 'input' | 'variations'>,
): { variation: string; wrong: string[] }[] {
  const { found } = extractElements(prepare(turn.input));
  return turn.variations.flatMap((variation) => {
    const wrong = compareElements(found, prepare(variation))
      .filter((e) => e.status === 'wrong')
      .map((e) => `${e.kind}: ${e.expected} ≠ ${e.heard}`);
    return wrong.length ? [{ variation, wrong }] : [];
  });
}
