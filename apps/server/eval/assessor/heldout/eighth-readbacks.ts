import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, readbacks of the seeded clearances and of the earlier eval-only ones in
 * new wordings: written on 2026-11-28 and committed alone, before round 8's assessor changes and
 * before the assessor was run on them. Tuning never looks at these cases, only at the aggregate
 * tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'readback-climb-heading',
    'up to four thousand five hundred, left two seven zero, one two three alpha bravo',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred, right two seven zero, one two three alpha bravo',
    'opposite',
    [T, F, T],
  ),
  c(
    'readback-climb-heading',
    'climb maintain forty five hundred left heading two seventy november one two three alpha bravo',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one twenty four point eighty five five two whiskey x-ray',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'readback-frequency-change',
    'jax approach one two four eight five november five two whiskey xray',
    'paraphrase',
    [T, T, T],
    'pilots call Jacksonville "Jax"',
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach on one two four point eight five, five two whiskey zulu',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-vfr-departure',
    'runway heading, at or below three thousand, departure one two five point three five, squawk four six five two, seven three one foxtrot lima',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading, at or above three thousand, one two five point three five, squawk four six five two, cherokee seven three one foxtrot lima',
    'opposite',
    [T, F, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'maintain runway heading not above three thousand departure on twenty five thirty five squawk forty six fifty two cherokee seven three one foxtrot lima',
    'paraphrase',
    [T, T, T, T, T],
    '"twenty five thirty five" is how pilots say 125.35',
  ),
  c(
    'readback-descent-altimeter',
    'coming down to three thousand, three zero one two, four four one seven romeo',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand, altimeter two niner one two, four four one seven romeo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend maintain tree tousand altimeter tree zero won to november for for won seven romeo',
    'homophone',
    [T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the bravo, heading one eight zero, VFR at or below five thousand five hundred, four five six papa juliet',
    'correct',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'heading one eight zero, at or below five thousand five hundred, four five six papa juliett',
    'partial',
    [F, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class delta airspace, heading one eight zero, at or below five thousand five hundred, november four five six papa juliett',
    'opposite',
    [F, T, T, T],
  ),
  c('readback-pattern-entry', 'right downwind one six, will report midfield, eight kilo mike', 'correct', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'readback-pattern-entry',
    'entering left downwind for one six, will report midfield, eight kilo mike',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'readback-pattern-entry',
    'entering right downwind runway one six, call you midfield, november eight kilo mike',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'three four via alpha hold short two eight seven three four lima',
    'correct',
    [T, T, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'three four, taxi via alpha, crossing two eight, seven three four lima',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway thirty four via alpha, holding short of twenty eight, seven thirty four lima',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six, cleared for takeoff, november eight oh two five kilo',
    'correct',
    [T, T, T],
  ),
  c('readback-takeoff-clearance', 'one six, lining up and waiting, eight zero two five kilo', 'opposite', [
    T,
    F,
    T,
  ]),
  c('readback-line-up-and-wait', 'lining up and waiting runway two two three two golf x-ray', 'correct', [
    T,
    T,
    T,
  ]),
  c(
    'readback-line-up-and-wait',
    'holding in position, er, line up and wait on to to, three to golf x-ray',
    'homophone',
    [T, T, T],
  ),
  c('readback-line-up-and-wait', 'two two cleared for takeoff november three two golf x-ray', 'opposite', [
    T,
    F,
    T,
  ]),
  c(
    'readback-runway-crossing',
    'crossing one three left, holding short of one three right, seven yankee delta',
    'correct',
    [T, T, T],
  ),
  c(
    'readback-runway-crossing',
    'crossing one three right, holding short one three left, seven yankee delta',
    'opposite',
    [F, F, T],
  ),
  c(
    'readback-runway-crossing',
    'cross runway thirteen left hold short thirteen right november seven yankee delta',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi kilo golf hold short two two one two three alpha bravo',
    'callsign-form',
    [T, T, T, T],
  ),
  c('eval-readback-squawk-altimeter', 'squawk 2417, 29.87, N55H', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-squawk-altimeter',
    'squawking two four seven one, two niner eight seven, five five hotel',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-left-base',
    'left base two eight, report two mile final, skylane six niner whiskey',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'skylane six niner whiskey, right base two eight, two mile final',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    "crossing two seven right and I'll hold short of two seven left, five eight one yankee",
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross two seven right hold short two seven right cessna five eight one yankee',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-falco',
    'direct falco, not above two thousand five hundred, eight one romeo',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center thirty two forty five squawk sixty one zero three five seven one charlie',
    'spoken-numbers',
    [T, T, T, T],
    '"thirty two forty five" is how pilots say 132.45',
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left heading one sixty descend two thousand warrior three eight golf',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-left-descent-warrior',
    'left one six zero, climbing to two thousand, warrior three eight golf',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-atlanta-squawk',
    'atlanta approach on twenty one thirty five, squawk thirty four twenty six, four one six delta',
    'spoken-numbers',
    [T, T, T, T],
  ),
];
