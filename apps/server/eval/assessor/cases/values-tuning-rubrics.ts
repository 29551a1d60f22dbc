import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning replies to the tuning-only rubrics of eval-questions-tuning.ts (2026-11-27), written
 * before the fixes they lead to: every issue 13 kind on clearances of the held-out rubrics'
 * kinds, with other letters, numbers and sides.
 */
export const cases: EvalCase[] = [
  // eval-tuning-hold-short-taxiway: runway 27 | via Bravo | hold short of taxiway Juliett | Mooney 412C
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo hold short of taxiway juliett mooney four one two charlie',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo hold short of taxiway juliet mooney four one two charlie',
    'asr-slip',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'Runway 27, via Bravo, hold short of Juliett, Mooney 412C',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven via bravo hold short juliett four one two charlie',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo hold short of taxiway kilo mooney four one two charlie',
    'wrong-letter',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo hold short of taxiway bravo mooney four one two charlie',
    'wrong-letter',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via juliett hold short of taxiway bravo mooney four one two charlie',
    'wrong-letter',
    [T, F, F, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via delta hold short of taxiway juliett mooney four one two charlie',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo hold short of taxiway juliett mooney four one two delta',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo cross taxiway juliett mooney four one two charlie',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two one taxi via bravo hold short of taxiway juliett mooney four one two charlie',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway to seven taxi via bravo hold short of taxiway juliett mooney for one to charlie',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-hold-short-taxiway',
    'runway two seven taxi via bravo mooney four one two charlie',
    'partial',
    [T, T, F, T],
  ),

  // eval-tuning-direct-fix-below: direct LOGAN | at or below 4,000 | N27K
  c(
    'eval-tuning-direct-fix-below',
    'direct logan at or below four thousand november two seven kilo',
    'correct',
    [T, T, T],
  ),
  c('eval-tuning-direct-fix-below', 'Direct LOGAN, at or below 4,000, N27K', 'callsign-form', [T, T, T]),
  c('eval-tuning-direct-fix-below', 'Direct LOGEN, at or below 4,000, N27K', 'wrong-letter', [F, T, T]),
  c('eval-tuning-direct-fix-below', 'Direct LOGAN, at or above 4,000, N27K', 'opposite', [T, F, T]),
  c(
    'eval-tuning-direct-fix-below',
    'direct logan at or above four thousand november two seven kilo',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-tuning-direct-fix-below',
    'direct logan at or below five thousand november two seven kilo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-tuning-direct-fix-below',
    'direct logan at or below four thousand november two seven charlie',
    'wrong-letter',
    [T, T, F],
  ),
  c('eval-tuning-direct-fix-below', 'direct logan at or below fower tousand two seven kilo', 'icao-digits', [
    T,
    T,
    T,
  ]),
  c('eval-tuning-direct-fix-below', 'direct logan november two seven kilo', 'partial', [T, F, T]),

  // eval-tuning-right-base: right base | runway 33 | report three mile final | Archer 51T
  c(
    'eval-tuning-right-base',
    'right base runway three three report three mile final archer five one tango',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-right-base',
    'left base runway three three report three mile final archer five one tango',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-tuning-right-base',
    'right downwind runway three three report three mile final archer five one tango',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway three three report two mile final archer five one tango',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway three three report three mile final archer five one uniform',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway three five report three mile final archer five one tango',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway tree tree report tree mile final archer fife wun tango',
    'icao-digits',
    [T, T, T, T],
  ),
  c('eval-tuning-right-base', 'right base three three, three mile final, five one tango', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c('eval-tuning-right-base', 'right base runway three three archer five one tango', 'partial', [T, T, F, T]),

  // eval-tuning-taxi-charlie-foxtrot: runway 9 | via Charlie, Foxtrot | hold short 14 | N647MS
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie foxtrot hold short runway one four cessna six four seven mike sierra',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'Runway 9, taxi via Charlie, Foxtrot, hold short of 14, Cessna 647MS',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie echo hold short runway one four cessna six four seven mike sierra',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via foxtrot charlie hold short runway one four cessna six four seven mike sierra',
    'wrong-letter',
    [T, F, T, T],
    'the taxiways in the wrong order',
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie foxtrot hold short runway one four cessna six four seven mike tango',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie foxtrot cross runway one four cessna six four seven mike sierra',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie foxtrot hold short runway one seven cessna six four seven mike sierra',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via charlie foxtrot hold short of runway won for cessna six for seven mike sierra',
    'homophone',
    [T, T, T, T],
  ),

  // eval-tuning-right-climb: right heading 120 | 6,000 | N881P
  c(
    'eval-tuning-right-climb',
    'right heading one two zero climb and maintain six thousand november eight eight one papa',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-tuning-right-climb',
    'left heading one two zero climb and maintain six thousand november eight eight one papa',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-tuning-right-climb',
    'right heading one two zero climb and maintain six thousand november eight eight one bravo',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-tuning-right-climb',
    'right heading one two zero climb and maintain seven thousand november eight eight one papa',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-tuning-right-climb',
    'right heading one one zero climb and maintain six thousand november eight eight one papa',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-tuning-right-climb',
    'right heading one twenty climb and maintain six thousand eight eight one papa',
    'spoken-numbers',
    [T, T, T],
  ),
  c('eval-tuning-right-climb', 'Right heading 120, climb and maintain 6,000, N881P', 'callsign-form', [
    T,
    T,
    T,
  ]),
  c(
    'eval-tuning-right-climb',
    'rite heading one two zero climb and maintain six thousand november ate ate one papa',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-tuning-right-climb',
    'climb and maintain six thousand, turn right one two zero, november eight eight one papa',
    'word-order',
    [T, T, T],
  ),
];
