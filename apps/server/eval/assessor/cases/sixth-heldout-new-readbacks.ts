import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the seventh held-out part replaced it (2026-11-28); formerly the sixth
 * held-out part, readbacks of the eval-only clearances in eval-questions-sixth.ts. Written on
 * 2026-11-27 (late evening) and committed alone, before that round's assessor changes and before
 * the assessor was run on them (docs/product/assessor.md, "The evaluation"). Tuning never looks at
 * these cases, only at the aggregate tables the runner prints. Every letter, digit, side and
 * limit of the clearance is a value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // eval-readback-taxi-bravo-papa: runway 10 | via Bravo, Papa | hold short 17 | N316NW
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via bravo papa hold short runway one seven cessna three one six november whiskey',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'Runway 10, via Bravo and Papa, holding short of 17, Cessna 316NW',
    'callsign-form',
    [T, T, T, T],
  ),
  c('eval-readback-taxi-bravo-papa', 'runway 10 taxi B P hold short runway 17 N316NW', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via bravo delta hold short runway one seven cessna three one six november whiskey',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero via bravo papa hold short one seven cessna three one six november victor',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via papa bravo hold short of runway one seven cessna three one six november whiskey',
    'wrong-letter',
    [T, F, T, T],
    'taxiways in the other order',
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway won zero taxi via bravo papa hold short runway won seven cessna tree won six november whiskey',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via bravo papa hold short runway one one cessna three one six november whiskey',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway ten taxi via bravo papa hold short of runway seventeen cessna three sixteen november whiskey',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c('eval-readback-taxi-bravo-papa', 'bravo papa hold short one seven', 'partial', [F, T, T, F]),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via brovo papa hold shirt runway one seven cessna three one six november whisky',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-bravo-papa',
    'runway one zero taxi via bravo papa cross runway one seven cessna three one six november whiskey',
    'opposite',
    [T, T, F, T],
    'cross instead of hold short',
  ),

  // eval-readback-right-descent-bonanza: right heading 210 | 3,500 | Bonanza 24X
  c(
    'eval-readback-right-descent-bonanza',
    'right heading two one zero descend and maintain three thousand five hundred bonanza two four x-ray',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'left heading two one zero descend and maintain three thousand five hundred bonanza two four x-ray',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'right heading two one zero climb and maintain three thousand five hundred bonanza two four x-ray',
    'opposite',
    [T, F, T],
    'climb for descend',
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'right heading to one zero descend and maintain three thousand five hundred bonanza to for x-ray',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'right heading two one zero down to three thousand five hundred bonanza two four whiskey',
    'wrong-letter',
    [T, T, F],
  ),
  c('eval-readback-right-descent-bonanza', 'Right 210, down to 3,500, N24X', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-right-descent-bonanza',
    'right heading two wun zero descend maintain tree tousand fife hundred bonanza two fower x-ray',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'right heading two one zero descend and maintain two thousand five hundred bonanza two four x-ray',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'right two ten descending to thirty five hundred bonanza two four x-ray',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent-bonanza',
    'bonanza two four x-ray descending to three thousand five hundred turning right heading two one zero',
    'word-order',
    [T, T, T],
  ),

  // eval-readback-center-squawk: Memphis Center | 132.45 | squawk 6103 | N571C
  c(
    'eval-readback-center-squawk',
    'memphis center one three two point four five squawk six one zero three november five seven one charlie',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'Over to Memphis Center on 132.45, squawking 6103, 571C',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center won tree to point for five squawk six won zero tree november five seven won charlie',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis approach one three two point four five squawk six one zero three november five seven one charlie',
    'wrong-value',
    [F, T, T, T],
    'approach for center',
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center one three two point five four squawk six one zero three november five seven one charlie',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center one three two point four five squawk six one zero three november five seven one delta',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center one thirty two forty five squawk sixty one zero three five seven one charlie',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c('eval-readback-center-squawk', 'one three two point four five five seven one charlie', 'partial', [
    F,
    T,
    F,
    T,
  ]),
  c(
    'eval-readback-center-squawk',
    'memphis center wun tree two decimal fower fife squawk six wun zero tree november fife seven wun charlie',
    'icao-digits',
    [T, T, T, T],
  ),

  // eval-readback-direct-falco: direct FALCO | at or below 2,500 | N81R
  c(
    'eval-readback-direct-falco',
    'direct falco at or below two thousand five hundred november eight one romeo',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-falco',
    'direct falco maintain vfr at or above two thousand five hundred november eight one romeo',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-falco',
    'proceed direct talco at or below two thousand five hundred november eight one romeo',
    'wrong-letter',
    [F, T, T],
    'another fix',
  ),
  c('eval-readback-direct-falco', 'direct FALCO, VFR at or below 2,500, 81R', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-direct-falco',
    'direct falco at or below two thousand five hundred november eight one sierra',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-direct-falco',
    'uh direct falco and um at or below two thousand five hundred i think november eight one romeo',
    'hedge',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-falco',
    'direct falco vfr at or below twenty five hundred eight one romeo',
    'spoken-numbers',
    [T, T, T],
  ),
  c('eval-readback-direct-falco', 'say again please, you were broken', 'off-topic', [F, F, F]),
];
