import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Value readbacks, continued (see values-readbacks.ts). */
export const cases: EvalCase[] = [
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
