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
 * Held-out readbacks: written before any issue 13 fix and never used to tune the assessor.
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
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short of runway two eight N734L',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi alpha hold short runway two eight cessna seven three four lima',
    'correct',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha cross runway two eight cessna seven three four lima',
    'wrong-value',
    [true, true, false, true],
    'Crossing is not holding short.',
  ),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c(
    'readback-takeoff-clearance',
    'runway won six cleared for takeoff november ate zero to fife kilo',
    'homophone',
    [true, true, true],
  ),
  c('readback-takeoff-clearance', 'runway 16 cleared for takeoff N8025K', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five echo',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-takeoff-clearance',
    'runway three four cleared for takeoff november eight zero two five kilo',
    'wrong-value',
    [false, true, true],
  ),
  c('readback-takeoff-clearance', 'cleared for takeoff runway one six cessna 8025K', 'callsign-form', [
    true,
    true,
    true,
  ]),

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  c('readback-line-up-and-wait', 'runway to to line up and wait november three to golf x-ray', 'homophone', [
    true,
    true,
    true,
  ]),
  c('readback-line-up-and-wait', 'runway 22 line up and wait N32GX', 'callsign-form', [true, true, true]),
  c(
    'readback-line-up-and-wait',
    'runway two two line up and wait november three two golf yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-line-up-and-wait',
    'runway two two line up and wait november three two hotel x-ray',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-line-up-and-wait',
    'runway two two cleared for takeoff november three two golf x-ray',
    'wrong-value',
    [true, false, true],
  ),

  // readback-runway-crossing: cross 13L | hold short 13R | N7YD
  c(
    'readback-runway-crossing',
    'cross runway one three right and hold short runway one three left november seven yankee delta',
    'opposite',
    [false, false, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short runway one three right november seven yankee echo',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-runway-crossing',
    'cross runway won tree left hold short runway won tree right november seven yankee delta',
    'homophone',
    [true, true, true],
  ),
  c('readback-runway-crossing', 'cross runway 13L hold short of 13R N7YD', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short of runway one three right november seven x-ray delta',
    'wrong-letter',
    [true, true, false],
  ),

  // eval-readback-taxi-two-taxiways: runway 31 | via Kilo, Golf | hold short 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short runway two two cessna one two three alpha bravo',
    'correct',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo hotel hold short runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo hold short runway two two cessna one two three alpha bravo',
    'partial',
    [true, false, true, true],
    'Golf is part of the route.',
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway 31 via K and G hold short of 22 Cessna 123AB',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway tree won taxi via kilo golf hold short of runway to to cessna won to tree alpha bravo',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via golf kilo hold short runway two two cessna one two three alpha bravo',
    'wrong-value',
    [true, false, true, true],
    'Golf then Kilo is another route.',
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short runway two two cessna one two three alpha charlie',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short runway two two november one two three alpha bravo',
    'correct',
    [true, true, true, true],
  ),

  // eval-readback-direct-fix: direct MERIT | at or above 4,500 | N61E
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred november six one echo',
    'correct',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or below four thousand five hundred november six one echo',
    'opposite',
    [true, false, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred november six one alpha',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'eval-readback-direct-fix',
    'direct to the merit intersection at or above for thousand fife hundred november six won echo',
    'homophone',
    [true, true, true],
  ),
  c('eval-readback-direct-fix', 'proceed direct MERIT maintain VFR at or above 4500 N61E', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'eval-readback-direct-fix',
    'direct mercy at or above four thousand five hundred november six one echo',
    'wrong-value',
    [false, true, true],
    'Another fix.',
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above five thousand five hundred november six one echo',
    'wrong-value',
    [true, false, true],
  ),

  // eval-vfr-cruising-east: odd thousands + 500 | course 0 to 179
  c(
    'eval-vfr-cruising-east',
    'odd thousands plus five hundred because my course is between zero and one seventy nine',
    'correct',
    [true, true],
  ),
  c('eval-vfr-cruising-east', 'even thousands plus five hundred feet', 'opposite', [false, false]),
  c(
    'eval-vfr-cruising-east',
    'an odd thousand plus 500 like 3500 or 5500',
    'partial',
    [true, false],
    'The course range is not given.',
  ),
  c(
    'eval-vfr-cruising-east',
    'even thousand plus five hundred for a course of zero to one seven niner',
    'opposite',
    [false, true],
  ),
  c(
    'eval-vfr-cruising-east',
    'odd thousands for a magnetic course of 0 to 179',
    'wrong-value',
    [false, true],
    'Odd thousands without the 500 are IFR altitudes.',
  ),

  // eval-vfr-cruising-west: even thousands + 500 | course 180 to 359
  c(
    'eval-vfr-cruising-west',
    'even thousands plus five hundred for magnetic courses from one eighty to three fifty nine',
    'correct',
    [true, true],
  ),
  c(
    'eval-vfr-cruising-west',
    'odd thousands plus five hundred for magnetic courses one eighty to three five niner',
    'opposite',
    [false, true],
  ),
  c('eval-vfr-cruising-west', 'even thousand plus fife hundred feet', 'homophone', [true, false]),
  c(
    'eval-vfr-cruising-west',
    'even thousands plus five hundred for a magnetic course of one eighty to three fifty nine degrees like four thousand five hundred or six thousand five hundred',
    'correct',
    [true, true],
  ),
];
