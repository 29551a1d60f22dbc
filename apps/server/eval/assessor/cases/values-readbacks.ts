import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Readbacks for issue 13 (tuning part): every letter, digit and side the controller gave is a
 * value; callsigns may be typed ("Cessna 123AB", "N123AB") and digits heard as homophones.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero N123AB',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-climb-heading', 'left heading 270, climb and maintain 4,500, Cessna 123AB', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha echo',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three bravo alpha',
    'wrong-letter',
    [true, true, false],
    'Letters swapped.',
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading to seven zero november one to three alpha bravo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain for thousand fife hundred left heading two seven zero november won two tree alpha bravo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred turn right heading two seven zero N123AB',
    'opposite',
    [true, false, true],
  ),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five N52WX',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-frequency-change', 'jacksonville approach 124.85 cessna 52WX', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five november five two whiskey zulu',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one to four point eight five november five to whiskey x-ray',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one two for point ate fife november fife two whiskey x-ray',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five november two five whiskey x-ray',
    'wrong-value',
    [true, true, false],
  ),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two N731FL',
    'callsign-form',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading, at or below 3,000, departure 125.35, squawk 4652, Cherokee 731FL',
    'callsign-form',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one foxtrot kilo',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one lima foxtrot',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one to five point three five squawk for six five to cherokee seven three one foxtrot lima',
    'homophone',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or above three thousand departure one two five point three five squawk four six five two N731FL',
    'opposite',
    [true, false, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six two five cherokee seven three one foxtrot lima',
    'wrong-value',
    [true, true, true, false, true],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two N4417R',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-descent-altimeter', 'down to 3000, altimeter 30.12, Cessna 4417R', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two november four four one seven papa',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero won to november for for one seven romeo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two november four four seven one romeo',
    'wrong-value',
    [true, true, false],
  ),

  // readback-class-b-clearance
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred N456PJ',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred november four five six papa india',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class delta heading one eight zero at or below five thousand five hundred november four five six papa juliett',
    'wrong-letter',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading won ate zero at or below five thousand five hundred november for five six papa juliett',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or above five thousand five hundred N456PJ',
    'opposite',
    [true, true, false, true],
  ),

  // readback-pattern-entry
  c('readback-pattern-entry', 'right downwind runway one six report midfield N8KM', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-pattern-entry',
    'enter right downwind runway one six report midfield november eight kilo november',
    'wrong-letter',
    [true, true, true, false],
  ),
  c('readback-pattern-entry', 'enter left downwind runway one six report midfield N8KM', 'opposite', [
    false,
    true,
    true,
    true,
  ]),
  c(
    'readback-pattern-entry',
    'right downwind runway won six report midfield november ate kilo mike',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight mike kilo',
    'wrong-letter',
    [true, true, true, false],
  ),

  // readback-taxi-hold-short: runway 34 | via Alpha | hold short 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via charlie hold short runway two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via delta hold short of runway two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
  ),
];
