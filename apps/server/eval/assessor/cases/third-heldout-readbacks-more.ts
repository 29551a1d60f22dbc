import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Tuning since 2026-11-27, when a fourth held-out part replaced this one (cases/index.ts).
 * Held-out readbacks, continued (see readbacks.ts). */
export const cases: EvalCase[] = [
  // readback-taxi-hold-short: runway 34 | via Alpha | hold short of 28 | Cessna 734L
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short runway two eight cessna seven three four lima',
    'correct',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via bravo hold short of two eight cessna seven three four lima',
    'wrong-letter',
    [true, false, true, true],
  ),
  c('readback-taxi-hold-short', 'Runway 34 via A, hold short of 28, Cessna 734L', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha and cross runway two eight cessna seven three four lima',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha hold short runway to ate cessna seven three four lima',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha hold short runway two eight cessna seven three four mike',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-taxi-hold-short',
    'hold short of runway two eight via alpha runway three four seven three four lima',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alfa hold short runway two eight cesna seven three four lima',
    'asr-slip',
    [true, true, true, true],
  ),

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five kilo',
    'correct',
    [true, true, true],
  ),
  c('readback-takeoff-clearance', 'cleared for takeoff runway won six eight zero to five kilo', 'homophone', [
    true,
    true,
    true,
  ]),
  c(
    'readback-takeoff-clearance',
    'wind one seven zero at eight cleared for takeoff runway one six eight zero two five kilo',
    'extra-item',
    [true, true, true],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six line up and wait november eight zero two five kilo',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five hotel',
    'wrong-letter',
    [true, true, false],
  ),
  c('readback-takeoff-clearance', 'Cleared for takeoff 16, N8025K', 'callsign-form', [true, true, true]),

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  c('readback-line-up-and-wait', 'line up and wait runway to to three to golf x ray', 'homophone', [
    true,
    true,
    true,
  ]),
  c('readback-line-up-and-wait', 'runway two two, cleared for takeoff, three two golf x-ray', 'wrong-value', [
    true,
    false,
    true,
  ]),
  c('readback-line-up-and-wait', 'line up and wait runway two two three two golf yankee', 'wrong-letter', [
    true,
    true,
    false,
  ]),
  c('readback-line-up-and-wait', 'lining up and waiting on two two, N32GX', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c('readback-line-up-and-wait', 'runway three two line up and wait three two golf x-ray', 'wrong-value', [
    false,
    true,
    true,
  ]),

  // readback-runway-crossing: cross 13L | hold short of 13R | N7YD
  c(
    'readback-runway-crossing',
    'cross runway one three left hold short runway one three right november seven yankee delta',
    'correct',
    [true, true, true],
  ),
  c(
    'readback-runway-crossing',
    'cross runway one three right hold short runway one three left november seven yankee delta',
    'opposite',
    [false, false, true],
  ),
  c('readback-runway-crossing', 'Crossing 13L, holding short of 13R, N7YD', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-runway-crossing',
    'cross one three left hold short one three right seven yankee echo',
    'wrong-letter',
    [true, true, false],
  ),
  c('readback-runway-crossing', 'cross runway one three left hold short runway one three right', 'partial', [
    true,
    true,
    false,
  ]),
  c(
    'readback-runway-crossing',
    'hold short of one three right after crossing one three left seven yankee delta',
    'word-order',
    [true, true, true],
  ),

  // eval-readback-taxi-two-taxiways: runway 31 | via Kilo, Golf | hold short of 22 | N123AB
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo golf hold short runway two two cessna one two three alpha bravo',
    'correct',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo foxtrot hold short runway two two one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via golf kilo hold short two two cessna one two three alpha bravo',
    'wrong-letter',
    [true, false, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'Runway 31 via K, G, hold short of 22, Cessna 123AB',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi kilo golf hold short runway to to one to three alpha bravo',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo golf hold short runway two two cessna one two three alpha charlie',
    'wrong-letter',
    [true, true, true, false],
  ),

  // eval-readback-direct-fix: direct MERIT | at or above 4,500 | N61E
  c(
    'eval-readback-direct-fix',
    'proceed direct merit maintain vfr at or above four thousand five hundred november six one echo',
    'correct',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit maintain vfr at or below four thousand five hundred six one echo',
    'opposite',
    [true, false, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct to merit at or above four thousand five hundred november six one delta',
    'wrong-letter',
    [true, true, false],
  ),
  c('eval-readback-direct-fix', 'Direct to MERIT, VFR at or above 4,500, N61E', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above for thousand five hundred six won echo',
    'homophone',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merlin at or above four thousand five hundred november six one echo',
    'wrong-value',
    [false, true, true],
  ),
];
