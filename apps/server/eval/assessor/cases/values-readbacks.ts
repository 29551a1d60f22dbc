import type { EvalCase, EvalKind } from '../eval.types';

const c = (
  question_key: string,
  reply: string,
  kind: EvalKind,
  expected: boolean[],
  note?: string,
): EvalCase => ({
  question_key,
  reply,
  kind,
  expected,
  ...(note ? { note } : {}),
});

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
  c('readback-taxi-hold-short', 'runway 34 via B, hold short of 28, Cessna 734L', 'wrong-letter', [
    true,
    false,
    true,
    true,
  ]),
  c(
    'readback-taxi-hold-short',
    'runway 34 taxi via alpha hold short runway 28 Cessna 734L',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via taxiway A hold short of runway two eight N734L',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short of runway two eight cessna seven three four mike',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three for taxi via alpha hold short runway to eight cessna seven three for lima',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short runway two ate cessna seven tree four lima',
    'homophone',
    [true, true, true, true],
  ),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c('readback-takeoff-clearance', 'cleared for takeoff runway one six N8025K', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five kilo echo',
    'wrong-letter',
    [true, true, false],
    'An extra letter is another aircraft.',
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero to five kilo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november ate zero two fife kilo',
    'homophone',
    [true, true, true],
  ),

  // readback-line-up-and-wait: runway 22 | LUAW | N32GX
  c('readback-line-up-and-wait', 'line up and wait runway two two N32GX', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-line-up-and-wait',
    'runway two two line up and wait november three two golf whiskey',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-line-up-and-wait',
    'runway to two line up and wait november three two golf x-ray',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-line-up-and-wait',
    'line up and wait runway too two november tree two golf x-ray',
    'homophone',
    [true, true, true],
  ),

  // readback-runway-crossing: cross 13L | hold short 13R | N7YD
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short runway one three right N7YD',
    'callsign-form',
    [true, true, true],
  ),
  c(
    'readback-runway-crossing',
    'cross one three right and hold short of one three left november seven yankee delta',
    'opposite',
    [false, false, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short runway one three right november seven yankee foxtrot',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-runway-crossing',
    'cross runway won three left hold short runway won three right november seven yankee delta',
    'homophone',
    [true, true, true],
  ),

  // eval-readback-taxi-two-taxiways: runway 31 | Kilo, Golf | hold short 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo and golf hold short of runway two two cessna one two three alpha bravo',
    'correct',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo echo hold short runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via lima golf hold short runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway 31 taxi via K G hold short runway 22 N123AB',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via golf hold short runway two two cessna one two three alpha bravo',
    'partial',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three won taxi via kilo golf hold short runway too too cessna one two three alpha bravo',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short runway two two cessna one two three alpha',
    'wrong-letter',
    [true, true, true, false],
    'A letter missing is another callsign.',
  ),

  // eval-readback-direct-fix: direct MERIT | at or above 4,500 | N61E
  c(
    'eval-readback-direct-fix',
    'direct merit maintain vfr at or above four thousand five hundred N61E',
    'callsign-form',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred november six one foxtrot',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or under four thousand five hundred november six one echo',
    'opposite',
    [true, false, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above for thousand five hundred november six won echo',
    'homophone',
    [true, true, true],
  ),
  c('eval-readback-direct-fix', 'direct to merit at or above four thousand five hundred', 'partial', [
    true,
    true,
    false,
  ]),

  // eval-vfr-cruising-east / west
  c(
    'eval-vfr-cruising-east',
    'odd thousand plus five hundred, for magnetic courses zero through one seven nine',
    'correct',
    [true, true],
  ),
  c(
    'eval-vfr-cruising-east',
    'even thousand plus five hundred for a magnetic course zero to one seventy nine',
    'opposite',
    [false, true],
  ),
  c('eval-vfr-cruising-east', 'odd altitudes plus 500 feet such as 5,500', 'partial', [true, false]),
  c(
    'eval-vfr-cruising-east',
    'odd thousands plus five hundred for courses from one eighty to three fifty nine',
    'wrong-value',
    [true, false],
  ),
  c('eval-vfr-cruising-west', 'even thousands plus 500 feet, magnetic course 180 to 359', 'correct', [
    true,
    true,
  ]),
  c('eval-vfr-cruising-west', 'odd thousands plus 500 feet, magnetic course 180 to 359', 'opposite', [
    false,
    true,
  ]),
  c(
    'eval-vfr-cruising-west',
    'even thousands plus five hundred on a course of zero to one seventy nine',
    'wrong-value',
    [true, false],
  ),
  c('eval-vfr-cruising-west', 'even thousand plus six hundred', 'wrong-value', [false, false]),
];
