import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** The first held-out part's readbacks, continued (see former-heldout-readbacks.ts). */
export const cases: EvalCase[] = [
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
