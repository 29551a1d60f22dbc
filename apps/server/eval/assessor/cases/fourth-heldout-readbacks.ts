import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the fifth held-out part replaced it (2026-11-27, evening); formerly the
 * fourth held-out part, readbacks of the seeded clearances (see new-rubrics.ts): written on
 * 2026-11-27 and committed alone, before that day's assessor changes.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c(
    'readback-climb-heading',
    'four thousand five hundred turn left heading two seven zero Cessna 123AB',
    'callsign-form',
    [T, T, T],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha charlie',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two niner zero november one two three alpha bravo',
    'wrong-value',
    [T, F, T],
  ),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c(
    'readback-frequency-change',
    'jacksonville departure one two four point eight five five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one to four point ate five november five to whiskey x-ray',
    'homophone',
    [T, T, T],
  ),
  c('readback-frequency-change', 'Jacksonville Approach 124.58 N52WX', 'wrong-value', [T, F, T]),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five three five squawk four six two five cherokee seven three one foxtrot lima',
    'wrong-value',
    [T, T, T, F, T],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c(
    'readback-descent-altimeter',
    'descend maintain three thousand altimeter three zero two one november four four one seven romeo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend maintain three thousand altimeter three zero one two november four four one seven sierra',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain tree tousand altimeter tree zero wun two november fower fower wun seven romeo',
    'icao-digits',
    [T, T, T],
  ),
  c('readback-descent-altimeter', 'what was that again', 'off-topic', [F, F, F]),

  // readback-class-b-clearance: cleared into Bravo | heading 180 | at or below 5,500 | N456PJ
  c(
    'readback-class-b-clearance',
    'cleared into the bravo heading one eight zero at or below five thousand five hundred four five six papa juliet',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class bravo heading one eight zero at or below five thousand five hundred november four five six papa hotel',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-class-b-clearance',
    'remain outside class bravo heading one eight zero at or below five thousand five hundred november four five six papa juliett',
    'negation',
    [F, T, T, T],
  ),

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  c('readback-pattern-entry', 'enter left downwind one six report midfield eight kilo mike', 'opposite', [
    F,
    T,
    T,
    T,
  ]),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight kilo hotel',
    'wrong-letter',
    [T, T, T, F],
  ),
  c('readback-pattern-entry', 'Right downwind 16, report midfield, N8KM', 'callsign-form', [T, T, T, T]),

  // readback-taxi-hold-short: runway 34 | via Alpha | hold short 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via bravo hold short runway two eight cessna seven three four lima',
    'wrong-letter',
    [T, F, T, T],
  ),
  c('readback-taxi-hold-short', 'Runway 34 via Alpha, hold short 28, Cessna 734L', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five lima',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november ate zero to five kilo',
    'homophone',
    [T, T, T],
  ),

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  c('readback-line-up-and-wait', 'runway to to line up and wait three to golf x-ray', 'homophone', [T, T, T]),

  // readback-runway-crossing: cross 13L | hold short 13R | N7YD

  // eval-readback-taxi-two-taxiways: runway 31 | via Kilo, Golf | hold short 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo hotel hold short of runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short runway two two Cessna 123AB',
    'callsign-form',
    [T, T, T, T],
  ),

  // eval-readback-direct-fix: direct MERIT | at or above 4,500 | N61E
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred six one echo',
    'callsign-form',
    [T, T, T],
  ),
];
