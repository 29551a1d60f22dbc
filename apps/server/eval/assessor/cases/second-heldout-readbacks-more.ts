import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Former held-out readbacks, continued (see second-heldout-readbacks.ts). */
export const cases: EvalCase[] = [
  // readback-taxi-hold-short: runway 34 | via Alpha | hold short of 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via bravo hold short of runway two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha hold short runway two eight cessna seven three four lima',
    'correct',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha cross runway two eight seven three four lima',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha hold short of two eight cessna seven three four mike',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-taxi-hold-short',
    'runway tree fower taxi alpha hold short runway two eight cessna seven tree fower lima',
    'icao-digits',
    [true, true, true, true],
  ),
  c('readback-taxi-hold-short', 'Runway 34 via A, hold short 28, Cessna 734L', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-taxi-hold-short',
    'hold short two eight via alpha for runway three four cessna seven three four lima',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short of runway two six cessna seven three four lima',
    'wrong-value',
    [true, true, false, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha and charlie hold short of runway two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
    'The route was Alpha only; an added taxiway is another route.',
  ),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c(
    'readback-takeoff-clearance',
    'cleared for takeoff runway one six eight zero two five kilo',
    'word-order',
    [true, true, true],
  ),
  c(
    'readback-takeoff-clearance',
    'cleared for takeoff runway one six november eight zero five two kilo',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'readback-takeoff-clearance',
    'runway three six cleared for takeoff november eight zero two five kilo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for take off november ate zero to five kilo',
    'homophone',
    [true, true, true],
  ),
  c('readback-takeoff-clearance', 'runway one six november eight zero two five kilo', 'partial', [
    true,
    false,
    true,
  ]),
  c('readback-takeoff-clearance', 'Cleared for takeoff runway 16, 8025K', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-takeoff-clearance',
    'wind one seven zero at eight runway one six cleared for takeoff november eight zero two five kilo',
    'extra-item',
    [true, true, true],
    'Reading back the wind as well is harmless.',
  ),

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  c('readback-line-up-and-wait', 'runway to to line up and wait november tree to golf x ray', 'homophone', [
    true,
    true,
    true,
  ]),
  c(
    'readback-line-up-and-wait',
    'cleared for takeoff runway two two three two golf x ray',
    'wrong-value',
    [true, false, true],
    'Line up and wait is not a takeoff clearance.',
  ),
  c(
    'readback-line-up-and-wait',
    'line up and wait runway two two november three two golf yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c('readback-line-up-and-wait', 'line up and wait two two three two golf x ray', 'word-order', [
    true,
    true,
    true,
  ]),
  c('readback-line-up-and-wait', 'line up and wait runway two seven three two golf x ray', 'wrong-value', [
    false,
    true,
    true,
  ]),
  c('readback-line-up-and-wait', 'Line up and wait 22, 32GX', 'callsign-form', [true, true, true]),
  c(
    'readback-line-up-and-wait',
    'lining up and waiting runway two two november three two golf xray',
    'paraphrase',
    [true, true, true],
  ),

  // readback-runway-crossing: cross 13L | hold short of 13R | N7YD
  c(
    'readback-runway-crossing',
    'crossing one three right holding short of one three left seven yankee delta',
    'opposite',
    [false, false, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short runway one three right seven yankee delta',
    'correct',
    [true, true, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short of runway one three right november seven yankee echo',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one tree left hold short of runway one tree right november seven yankee delta',
    'icao-digits',
    [true, true, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short of runway one three november seven yankee delta',
    'partial',
    [true, false, true],
    'With parallel runways, "one three" alone does not say which one to hold short of.',
  ),
  c(
    'readback-runway-crossing',
    'hold short of runway one three right after we cross one three left seven yankee delta',
    'word-order',
    [true, true, true],
  ),
  c('readback-runway-crossing', 'Cross 13L, hold short 13R, N7YD', 'callsign-form', [true, true, true]),

  // eval-readback-taxi-two-taxiways: runway 31 | via Kilo, Golf | hold short of 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo golf hold short two two cessna one two three alpha bravo',
    'correct',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo foxtrot hold short of runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via golf kilo hold short of runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
    'The taxiways in the other order are another route.',
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf hold short of runway two two cessna one two three alpha charlie',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'Runway 31 via K and G, hold short 22, Cessna 123AB',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway tree won taxi via kilo golf hold short of runway to to november won to tree alpha bravo',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo golf cross runway two two cessna one two three alpha bravo',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo gulf hold short of runway two two cessna one two three alpha bravo',
    'asr-slip',
    [true, true, true, true],
    'The recogniser wrote "gulf" for "golf".',
  ),

  // eval-readback-direct-fix: direct MERIT | at or above 4,500 | N61E
  c(
    'eval-readback-direct-fix',
    'proceeding direct merit vfr at or above four thousand five hundred six one echo',
    'correct',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct to merit maintain vfr at or below four thousand five hundred six one echo',
    'opposite',
    [true, false, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred november six one delta',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'eval-readback-direct-fix',
    'direct medit intersection at or above four thousand five hundred november six one echo',
    'wrong-letter',
    [false, true, true],
    'MEDIT is another fix.',
  ),
  c(
    'eval-readback-direct-fix',
    'proceed direct to merit vfr at or above four thousand fife hundred november six won echo',
    'homophone',
    [true, true, true],
  ),
  c('eval-readback-direct-fix', 'Direct MERIT, at or above 4,500, N61E', 'callsign-form', [true, true, true]),
  c('eval-readback-direct-fix', 'at or above forty five hundred direct merit six one echo', 'word-order', [
    true,
    true,
    true,
  ]),
  c(
    'eval-readback-direct-fix',
    'maintain vfr at or above four thousand five hundred november six one echo',
    'partial',
    [false, true, true],
  ),
];
