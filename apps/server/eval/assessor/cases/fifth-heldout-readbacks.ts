import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, readbacks of the seeded clearances and of the earlier eval-only ones:
 * written on 2026-11-27 (evening) and committed alone, before that round's assessor changes.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c('readback-climb-heading', 'Climbing 4500, left 270, Cessna 123AB', 'callsign-form', [T, T, T]),
  c(
    'readback-climb-heading',
    'climb and maintain for thousand five hundred left heading to seven zero one to three alpha bravo',
    'homophone',
    [T, T, T],
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred left heading two seven zero one two three alpha delta',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred right two seven zero one two three alpha bravo',
    'opposite',
    [T, F, T],
  ),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c('readback-frequency-change', 'Jacksonville Approach on 124.85, 52WX', 'callsign-form', [T, T, T]),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five five two whiskey yankee',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one to for point ate five five to whiskey x-ray',
    'homophone',
    [T, T, T],
  ),
  c(
    'readback-frequency-change',
    'jacksonville center one two four point eight five five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | squawk 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'runway heading at or below tree tousand departure won to fife point tree fife squawk fower six fife to cherokee seven tree won foxtrot lima',
    'icao-digits',
    [T, T, T, T, T],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c('readback-descent-altimeter', 'down to 3000, altimeter 30.12, N4417R', 'callsign-form', [T, T, T]),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two four four one seven papa',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-descent-altimeter',
    'climb and maintain three thousand altimeter three zero one two four four one seven romeo',
    'opposite',
    [F, T, T],
  ),

  // readback-class-b-clearance: cleared into Bravo | heading 180 | at or below 5,500 | N456PJ
  c(
    'readback-class-b-clearance',
    'cleared into class bravo, heading 180, at or below 5500, Cessna 456PJ',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero vfr at or below five thousand five hundred four five six papa kilo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class charlie heading one eight zero at or below five thousand five hundred four five six papa juliett',
    'wrong-value',
    [F, T, T, T],
  ),

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight kilo mike papa',
    'wrong-letter',
    [T, T, T, F],
  ),
  c('readback-pattern-entry', 'Right downwind 16, report midfield, 8KM', 'callsign-form', [T, T, T, T]),

  // readback-taxi-hold-short: runway 34 | via Alpha | hold short 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three for taxi via alpha hold short of runway to eight cessna seven three for lima',
    'homophone',
    [T, T, T, T],
  ),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c('readback-takeoff-clearance', 'runway one six cleared for takeoff eight zero two five kilo', 'correct', [
    T,
    T,
    T,
  ]),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five kilo lima',
    'wrong-letter',
    [T, T, F],
  ),

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  c('readback-line-up-and-wait', 'Line up and wait runway 22, N32GX', 'callsign-form', [T, T, T]),

  // readback-runway-crossing: cross 13L | hold short 13R | N7YD
  c(
    'readback-runway-crossing',
    'crossing one three left holding short one three right seven yankee echo',
    'wrong-letter',
    [T, T, F],
  ),
  c('readback-runway-crossing', 'Cross 13L, hold short of 13R, N7YD', 'callsign-form', [T, T, T]),

  // eval-readback-taxi-two-taxiways: runway 31 | via Kilo, Golf | hold short 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three won taxi via kilo golf hold short of runway to to cessna won to three alpha bravo',
    'homophone',
    [T, T, T, T],
  ),
];
