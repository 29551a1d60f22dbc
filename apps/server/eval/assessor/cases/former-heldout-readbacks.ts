import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Readbacks of the first held-out part: written before any issue 13 fix, then measured against
 * in aggregate over several tuning rounds, so moved into the tuning part on 2026-11-24.
 * A readback's values (letters, digits, sides, limits) must all be the controller's.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero cessna 123AB',
    'callsign-form',
    [true, true, true],
    'A US pilot may say the type instead of "November" (AIM 4-2-4).',
  ),
  c('readback-climb-heading', 'climb maintain 4500 left heading 270 N123AB', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-climb-heading',
    'climb and maintain for thousand five hundred left heading to seven zero november won to tree alpha bravo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha delta',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three charlie bravo',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'turn right heading two seven zero climb and maintain four thousand five hundred cessna one two three alpha bravo',
    'opposite',
    [true, false, true],
  ),
  c(
    'readback-climb-heading',
    'four thousand five hundred left two seventy november one twenty three alpha bravo',
    'spoken-numbers',
    [true, true, true],
  ),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c(
    'readback-frequency-change',
    'over to jacksonville approach on one two four decimal eight fife november fife two whiskey xray',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'contact jacksonville approach one to for point ate five november five to whiskey x-ray',
    'homophone',
    [true, true, true],
  ),
  c('readback-frequency-change', 'Jacksonville Approach 124.85 N52WX', 'callsign-form', [true, true, true]),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five november five two whiskey yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five november five two victor x-ray',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'jacksonville departure one two four point eight five november five two whiskey x-ray',
    'wrong-value',
    [false, true, true],
    'Departure is another facility.',
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point five eight november five two whiskey x-ray',
    'wrong-value',
    [true, false, true],
  ),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | squawk 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'maintain runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee 731FL',
    'callsign-form',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below tree thousand departure one to five point tree fife squawk for six fife to cherokee seven tree one foxtrot lima',
    'homophone',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or above three thousand departure one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    'opposite',
    [true, false, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one foxtrot mike',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one echo lima',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five one cherokee seven three one foxtrot lima',
    'wrong-value',
    [true, true, true, false, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading VFR at or below 3000 departure 125.35 squawk 4652 N731FL',
    'callsign-form',
    [true, true, true, true, true],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c(
    'readback-descent-altimeter',
    'descend and maintain tree thousand altimeter tree zero won to november for for won seven romeo',
    'homophone',
    [true, true, true],
  ),
  c('readback-descent-altimeter', 'descending to 3,000, altimeter 30.12, N4417R', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two november four four one seven sierra',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter two niner one two november four four one seven romeo',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two cessna 4417R',
    'callsign-form',
    [true, true, true],
  ),

  // readback-class-b-clearance: cleared into Class B | heading 180 | at or below 5,500 | N456PJ
  c(
    'readback-class-b-clearance',
    'cleared into class bravo fly heading won ate zero at or below fife thousand fife hundred november for fife six papa juliett',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading 180 at or below 5500 N456PJ',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or above five thousand five hundred november four five six papa juliett',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred november four five six papa kilo',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class charlie heading one eight zero at or below five thousand five hundred november four five six papa juliett',
    'wrong-letter',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading three six zero at or below five thousand five hundred november four five six papa juliett',
    'wrong-value',
    [true, false, true, true],
  ),

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  c(
    'readback-pattern-entry',
    'enter left downwind one six report midfield november eight kilo mike',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight kilo lima',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight echo mike',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-pattern-entry',
    'enter right downwind runway won six report midfield november ate kilo mike',
    'homophone',
    [true, true, true, true],
  ),
  c('readback-pattern-entry', 'right downwind runway 16 report midfield N8KM', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-pattern-entry',
    'right base runway one six report midfield november eight kilo mike',
    'wrong-value',
    [false, true, true, true],
    'Base is another leg.',
  ),

  // readback-taxi-hold-short: runway 34 | via Alpha | hold short 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three four via bravo hold short runway two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short runway two eight cessna seven three four kilo',
    'wrong-letter',
    [true, true, true, false],
  ),
  c('readback-taxi-hold-short', 'runway 34 taxi via A hold short of runway 28 cessna 734L', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-taxi-hold-short',
    'runway tree for taxi via alpha hold short runway to ate cessna seven tree for lima',
    'homophone',
    [true, true, true, true],
  ),
];
