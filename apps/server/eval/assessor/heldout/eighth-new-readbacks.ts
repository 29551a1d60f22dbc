import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, readbacks of the eval-only clearances in eval-questions-eighth.ts.
 * Written on 2026-11-28 and committed alone, before round 8's assessor changes and before the
 * assessor was run on them (docs/product/assessor.md, "The evaluation"). Tuning never looks at
 * these cases, only at the aggregate tables the runner prints. Every letter, digit, side and
 * limit of the clearance is a value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // eval-readback-taxi-foxtrot-whiskey: runway 15 | via Foxtrot, Whiskey | hold short of 33 | N841ZR
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'one five, foxtrot and whiskey, holding short three three, eight four one zulu romeo',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway one five via foxtrot victor hold short three three cessna eight four one zulu romeo',
    'wrong-letter',
    [T, F, T, T],
  ),
  c('eval-readback-taxi-foxtrot-whiskey', 'Rwy 15, via F and W, hold short of 33, N841ZR', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway won five via foxtrot whiskey hold short three three cessna ate four one zulu romeo',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'cessna eight four one zulu romeo, hold short of three three, taxi foxtrot whiskey, runway one five',
    'word-order',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway one five via foxtrot whiskey hold short runway three two cessna eight four one zulu romeo',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway one five taxi whiskey foxtrot hold short three three eight four one zulu romeo',
    'wrong-letter',
    [T, F, T, T],
    'the two taxiways in the other order are another route',
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'taxi via foxtrot whiskey, hold short three three, eight four one zulu romeo',
    'partial',
    [F, T, T, T],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway one five via foxtrot whiskey hold short of three three cessna eight four one zulu echo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-taxi-foxtrot-whiskey',
    'runway one five taxi via fox trot whisky hold short of runway three three cessna eight four one zulu romio',
    'asr-slip',
    [T, T, T, T],
  ),

  // eval-readback-right-climb-mooney: right heading 240 | climb to 7,500 | Mooney 657
  c('eval-readback-right-climb-mooney', 'right turn heading 240, climbing 7500, Mooney 657', 'correct', [
    T,
    T,
    T,
  ]),
  c(
    'eval-readback-right-climb-mooney',
    'left heading two four zero climb and maintain seven thousand five hundred mooney six five seven',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'right heading two four zero descend and maintain seven thousand five hundred mooney six five seven',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'right two forty, climb seventy five hundred, mooney six fifty seven',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'turn right heading two fower zero climb maintain seven tousand fife hundred mooney six fife seven',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'right heading two four zero climb and maintain eight thousand five hundred mooney six five seven',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'right heading two one zero climb seven thousand five hundred mooney six five seven',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-right-climb-mooney',
    'uh right heading two four zero and uh climb to seven thousand five hundred I think, mooney six five seven',
    'hedge',
    [T, T, T],
  ),
  c('eval-readback-right-climb-mooney', 'Right hdg 240, climb/maintain 7,500, Mooney 657', 'callsign-form', [
    T,
    T,
    T,
  ]),

  // eval-readback-houston-squawk: Houston Center | 134.75 | squawk 4716 | N382E
  c(
    'eval-readback-houston-squawk',
    'over to houston center on one three four point seven five, squawking four seven one six, three eight two echo',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one thirty four seventy five squawk forty seven sixteen november three eight two echo',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one three four point five seven squawk four seven one six november three eight two echo',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one three four point seven five squawk four seven six one november three eight two echo',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston approach one three four point seven five squawk four seven one six november three eight two echo',
    'wrong-value',
    [F, T, T, T],
    'another facility',
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one three for point seven five squawk for seven one six november three ate two echo',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'one three four point seven five, squawk four seven one six, november three eight two echo',
    'partial',
    [F, T, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one tree fower decimal seven fife squawk fower seven one six november tree eight two echo',
    'icao-digits',
    [T, T, T, T],
  ),
  c(
    'eval-readback-houston-squawk',
    'houston center one three four point seven five squawk four seven one six november three eight two alpha',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'eval-readback-houston-squawk',
    'squawk four seven one six, houston center one three four point seven five, three eight two echo',
    'word-order',
    [T, T, T, T],
  ),

  // eval-readback-direct-kilts: direct KILTS | at or below 6,500 | N54Y
  c(
    'eval-readback-direct-kilts',
    'direct kilts, at or below six thousand five hundred, five four yankee',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-kilts',
    'direct kilts maintain vfr at or above six thousand five hundred november five four yankee',
    'opposite',
    [T, F, T],
  ),
  c('eval-readback-direct-kilts', 'Direct KILTY, at or below 6500, 54Y', 'wrong-letter', [F, T, T]),
  c(
    'eval-readback-direct-kilts',
    'direct kilts at or below sixty five hundred november five four yankee',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-kilts',
    'direct kilts at or below five thousand five hundred november five four yankee',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'eval-readback-direct-kilts',
    'november five four yankee, at or below six thousand five hundred, direct kilts',
    'word-order',
    [T, T, T],
  ),
  c('eval-readback-direct-kilts', 'direct KILTS, VFR at or below 6,500, N54Y', 'callsign-form', [T, T, T]),
  c(
    'eval-readback-direct-kilts',
    'heading direct to kilts, staying six thousand five hundred or lower, november five four yankee',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'eval-readback-direct-kilts',
    'direct kilts at or below six tousand fife hundred november fife fower yankee',
    'icao-digits',
    [T, T, T],
  ),
  c('eval-readback-direct-kilts', 'say again, you were blocked', 'off-topic', [F, F, F]),
];
