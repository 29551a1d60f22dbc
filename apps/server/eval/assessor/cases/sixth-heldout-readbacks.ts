import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the seventh held-out part replaced it (2026-11-28); formerly the sixth
 * held-out part, readbacks of the seeded clearances and of the earlier eval-only ones in new
 * wordings: written on 2026-11-27 (late evening) and committed alone, before that round's assessor
 * changes and before the assessor was run on them. Tuning never looks at these cases, only at
 * the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'readback-climb-heading',
    'left two seven zero climbing four thousand five hundred november one two three alpha bravo',
    'word-order',
    [T, T, T],
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred left heading two seven zero one two three bravo alpha',
    'wrong-letter',
    [T, T, F],
    'suffix letters swapped',
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred left heading two seven zero november one two three alpha',
    'wrong-letter',
    [T, T, F],
    'a letter missing is another aircraft',
  ),
  c(
    'readback-frequency-change',
    'contact jacksonville approach 124.85, November 52 Whiskey X-ray',
    'callsign-form',
    [T, T, T],
  ),
  c(
    'readback-frequency-change',
    'over to jacksonville departure one two four point eight five, five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'readback-vfr-departure',
    'maintaining runway heading, VFR at or above three thousand, departure on one two five point three five, squawking four six five two, cherokee seven three one foxtrot lima',
    'opposite',
    [T, F, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one twenty five thirty five squawk forty six fifty two cherokee seven thirty one foxtrot lima',
    'spoken-numbers',
    [T, T, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading vfr at or below three thousand departure frequency one two five point three five squawking four six five two cherokee seven three one foxtrot mike',
    'wrong-letter',
    [T, T, T, T, F],
  ),
  c(
    'readback-vfr-departure',
    'Runway heading, 3,000 or below, departure 125.35, squawk 4652, 731FL',
    'callsign-form',
    [T, T, T, T, T],
  ),
  c(
    'readback-descent-altimeter',
    'down to three thousand altimeter three zero one to four four one seven romeo',
    'homophone',
    [T, T, T],
  ),
  c(
    'readback-descent-altimeter',
    'down to three thousand, springfield altimeter two niner one two, november four four one seven romeo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'readback-descent-altimeter',
    'climb and maintain three thousand altimeter three zero one two november four four one seven romeo',
    'opposite',
    [F, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the bravo heading one eight zero at or below five thousand five hundred november four five six papa juliet',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class bravo heading one eight zero at or below five thousand five hundred november four five six papa kilo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-class-b-clearance',
    'fly heading one eight zero, maintaining vfr at or below five thousand five hundred, november four five six papa juliett',
    'partial',
    [F, T, T, T],
  ),
  c(
    'readback-pattern-entry',
    'entering left downwind for runway one six, will report midfield, november eight kilo mike',
    'opposite',
    [F, T, T, T],
  ),
  c('readback-pattern-entry', 'right downwind one six, will report midfield, 8KM', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'readback-pattern-entry',
    'entering right downwind for runway one six, will report midfield, november eight kilo lima',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short of runway to ate cessna seven three four lima',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via bravo holding short of runway two eight cessna seven three four lima',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff, eight zero two five kilo, rolling',
    'callsign-form',
    [T, T, T],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six, lining up and waiting, november eight zero two five kilo',
    'opposite',
    [T, F, T],
    'line up and wait is not a takeoff clearance',
  ),
  c('readback-line-up-and-wait', 'cleared for takeoff two two, november three two golf x-ray', 'opposite', [
    T,
    F,
    T,
  ]),
  c(
    'readback-line-up-and-wait',
    'lining up and waiting runway twenty two three two golf x-ray',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'readback-runway-crossing',
    'cross one three right hold short one three left november seven yankee delta',
    'opposite',
    [F, F, T],
  ),
  c('readback-runway-crossing', 'crossing 13 left, holding short 13 right, 7YD', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo golf hold short two two cessna one to three alpha bravo',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo hotel golf hold short two two cessna one two three alpha bravo',
    'wrong-letter',
    [T, F, T, T],
    'a taxiway more',
  ),
  c(
    'eval-readback-right-descent',
    'left heading zero niner zero descend and maintain two thousand five hundred november seven eight niner charlie papa',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk to for one seven altimeter to niner ate seven five five hotel',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'left base for two eight, will report a two mile final, skylane six niner whiskey',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-left-base',
    'making right base for two eight, will report two mile final, skylane six niner whiskey',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-readback-cross-right-hold-left',
    'cross two seven left hold short two seven right cessna five eight one yankee',
    'opposite',
    [F, F, T],
  ),
  c(
    'eval-readback-left-downwind',
    'left downwind runway four report abeam the tower two zero four tango',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-direct-above',
    'direct tammy at or below three thousand five hundred november nine one zulu',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight taxi hotel and hold short of taxiway golf cherokee eight six two tango',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-hold-short-taxiway',
    'runway one eight via golf hold short of hotel cherokee eight six two tango',
    'wrong-letter',
    [T, F, F, T],
    "taxiway letters in each other's roles",
  ),
];
