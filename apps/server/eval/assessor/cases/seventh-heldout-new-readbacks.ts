import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the eighth held-out part replaced it (2026-11-28); formerly the seventh
 * held-out part, readbacks of the eval-only clearances in eval-questions-seventh.ts.
 * Written on 2026-11-28 and committed alone, before that round's assessor changes and before the
 * assessor was run on them (docs/product/assessor.md, "The evaluation"). Tuning never looks at
 * these cases, only at the aggregate tables the runner prints. Every letter, digit, side and
 * limit of the clearance is a value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // eval-readback-taxi-lima-mike: runway 23 | via Lima, Mike | hold short of 11 | N527HP
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three taxi via lima mike hold short runway one one cessna five two seven hotel papa',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three via lima november hold short of one one five two seven hotel papa',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three via mike lima hold short one one five two seven hotel papa',
    'wrong-letter',
    [T, F, T, T],
    'taxiways in the other order',
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three taxi lima mike hold short runway one one five two seven hotel bravo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c('eval-readback-taxi-lima-mike', 'Runway 23 via L, M, hold short 11, Cessna 527HP', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-taxi-lima-mike',
    'runway to tree via lima mike hold short runway won won cessna five to seven hotel papa',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three taxi via lima mike cross runway one one five two seven hotel papa',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two three taxi via lima mike cessna five two seven hotel papa',
    'partial',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'hold short of one one, runway two three via lima and mike, five two seven hotel papa',
    'word-order',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway three two taxi via lima mike hold short runway one one five two seven hotel papa',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-readback-taxi-lima-mike',
    'runway two tree via lima mike hold short one one cessna fife two seven hotel papa',
    'icao-digits',
    [T, T, T, T],
  ),
  // eval-readback-left-descent-warrior: left 160 | descend to 2,000 | Warrior three eight golf
  c(
    'eval-readback-left-descent-warrior',
    'left heading one six zero descend and maintain two thousand warrior three eight golf',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'right heading one six zero descend and maintain two thousand warrior three eight golf',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left heading one six zero descend and maintain two thousand warrior three eight kilo',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left one sixty down to two thousand warrior three eight golf',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left heading one six zero descend and maintain to thousand warrior tree ate golf',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left heading one zero six descend two thousand warrior three eight golf',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left heading one six zero climb and maintain two thousand warrior three eight golf',
    'opposite',
    [T, F, T],
    'a climb is not the descent',
  ),
  c('eval-readback-left-descent-warrior', 'N38G left 160 descending 2000', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-left-descent-warrior',
    'uh left heading one six zero I think and descend two thousand warrior three eight golf',
    'hedge',
    [T, T, T],
  ),
  // eval-readback-atlanta-squawk: Atlanta Approach | 121.35 | squawk 3426 | N416D
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach one two one point three five squawk three four two six november four one six delta',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach one two one point three five squawk three four six two four one six delta',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach one two one point five three squawk three four two six four one six delta',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach won to won point tree fife squawk tree for to six four won six delta',
    'homophone',
    [T, T, T, T],
  ),
  c('eval-readback-atlanta-squawk', 'Atlanta Approach 121.35, squawk 3426, N416D', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta departure one two one point three five squawk three four two six four one six delta',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach one two one point three five squawk three four two six four one six echo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach one twenty one point three five squawk thirty four twenty six four one six delta',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'squawk three four two six, over to atlanta approach on one two one point three five, four one six delta',
    'word-order',
    [T, T, T, T],
  ),
  // eval-readback-direct-hoops: direct HOOPS | at or above 5,500 | N72B
  c(
    'eval-readback-direct-hoops',
    'direct hoops at or above five thousand five hundred seven two bravo',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-hoops',
    'direct hoops at or below five thousand five hundred november seven two bravo',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-hoops',
    'direct loops at or above five thousand five hundred november seven two bravo',
    'wrong-letter',
    [F, T, T],
    'LOOPS is another fix',
  ),
  c(
    'eval-readback-direct-hoops',
    'direct hoops at or above five thousand five hundred november seven two delta',
    'wrong-letter',
    [T, T, F],
  ),
  c('eval-readback-direct-hoops', 'direct hoops vfr at or above fifty five hundred, 72B', 'callsign-form', [
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-direct-hoops',
    'direct hoops at or above six thousand five hundred seven two bravo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-hoops',
    'proceeding direct to hoops, will stay no lower than five thousand five hundred, seven two bravo',
    'paraphrase',
    [T, T, T],
  ),
  c('eval-readback-direct-hoops', 'direct hoops seven two bravo', 'partial', [T, F, T]),
];
