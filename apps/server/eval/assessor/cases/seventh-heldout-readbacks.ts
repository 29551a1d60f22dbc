import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the eighth held-out part replaced it (2026-11-28); formerly the seventh
 * held-out part, readbacks of the seeded clearances and of the earlier eval-only ones in
 * new wordings: written on 2026-11-28 and committed alone, before that round's assessor changes
 * and before the assessor was run on them. Tuning never looks at these cases, only at the
 * aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'readback-climb-heading',
    'climbing and maintaining four thousand five hundred and turning left to heading two seven zero, november one two three alpha bravo',
    'correct',
    [T, T, T],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred turn right heading two seven zero november one two three alpha bravo',
    'opposite',
    [T, F, T],
  ),
  c('readback-climb-heading', 'Climb maintain 4500, left 270, Cessna 123AB', 'callsign-form', [T, T, T]),
  c(
    'readback-climb-heading',
    'up to four thousand fife hundred left two seven zero one two three alpha delta',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain fourteen thousand five hundred left heading two seven zero november one two three alpha bravo',
    'wrong-value',
    [F, T, T],
  ),
  c('readback-climb-heading', 'say again please', 'off-topic', [F, F, F]),
  c(
    'readback-frequency-change',
    'jacksonville approach one to four point eight five five to whiskey x-ray',
    'homophone',
    [T, T, T],
  ),
  c(
    'readback-frequency-change',
    'over to jacksonville approach on one two four point five eight, november five two whiskey x-ray',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'readback-frequency-change',
    'switching to jacksonville approach one two four point eight five, november five two whiskey yankee',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-frequency-change',
    'jacksonvile aproach one two four point eight five november five two wiskey x ray',
    'asr-slip',
    [T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'fly runway heading, VFR at or above three thousand, departure is one two five point three five, squawk four six five two, cherokee seven three one foxtrot lima',
    'opposite',
    [T, F, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below tree tousand departure one two fife point tree fife squawk fower six fife two cherokee seven tree one foxtrot lima',
    'icao-digits',
    [T, T, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'um runway heading, I think at or below three thousand, departure one twenty five point three five, squawk four six five two, seven three one foxtrot lima',
    'hedge',
    [T, T, T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'maintain runway heading, vfr at or below three thousand, departure frequency one two five point three five, squawk code four six two five, cherokee seven three one foxtrot lima',
    'wrong-value',
    [T, T, T, F, T],
  ),
  c('readback-descent-altimeter', 'Down to 3,000, Springfield 30.12, N4417R', 'callsign-form', [T, T, T]),
  c(
    'readback-descent-altimeter',
    'descending to three thousand, springfield altimeter three zero two one, november four four one seven romeo',
    'wrong-value',
    [T, F, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain tree tousand altimeter tree zero one two november four four one seven romeo',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend maintain three thousand, springfield altimeter three zero one two, four four one seven',
    'wrong-letter',
    [T, T, F],
    'the suffix letter is missing',
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred four five six papa juliett',
    'correct',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the bravo airspace, fly heading one eight zero, vfr at or above five thousand five hundred, four five six papa juliett',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the bravo, heading one eight zero, at or below fifty five hundred, 456PJ',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'heading one eight zero and vfr at or below five thousand five hundred for four five six papa juliett',
    'partial',
    [F, T, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo airspace, heading one eight zero, at or below five thousand five hundred, four five six papa kilo',
    'wrong-letter',
    [T, T, T, F],
  ),
  c('readback-pattern-entry', 'report midfield, right downwind one six, eight kilo mike', 'word-order', [
    T,
    T,
    T,
    T,
  ]),
  c('readback-pattern-entry', "left downwind one six, we'll call midfield, eight kilo mike", 'opposite', [
    F,
    T,
    T,
    T,
  ]),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight kilo november',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-pattern-entry',
    'right down wind runway won six report mid field november ate kilo mike',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'readback-pattern-entry',
    'uh right downwind for one six and uh report midfield eight kilo mike',
    'hedge',
    [T, T, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four, taxi via alpha, holding short of runway two eight, cessna seven three four lima',
    'correct',
    [T, T, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four via bravo hold short two eight seven three four lima',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi via alpha hold short of runway two eight cessna seven three four',
    'wrong-letter',
    [T, T, T, F],
    'the suffix letter is missing',
  ),
  c(
    'readback-taxi-hold-short',
    'runway three four taxi alpha cross runway two eight cessna seven three four lima',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'readback-taxi-hold-short',
    'runway tree fower via alfa hold short runway too ate cessna seven tree fower leema',
    'asr-slip',
    [T, T, T, T],
  ),
  c('readback-takeoff-clearance', 'Cleared for takeoff on 16, N8025K', 'callsign-form', [T, T, T]),
  c(
    'readback-takeoff-clearance',
    'runway six one cleared for takeoff november eight zero two five kilo',
    'wrong-value',
    [F, T, T],
  ),
  c('readback-takeoff-clearance', 'on one six we line up and wait, eight zero two five kilo', 'wrong-value', [
    T,
    F,
    T,
  ]),
  c('readback-takeoff-clearance', 'what was the wind again', 'off-topic', [F, F, F]),
  c('readback-line-up-and-wait', 'line up and wait runway to to, november three to golf x-ray', 'homophone', [
    T,
    T,
    T,
  ]),
  c('readback-line-up-and-wait', 'two two, cleared to go, three two golf x-ray', 'opposite', [T, F, T]),
  c(
    'readback-line-up-and-wait',
    'lining up and waiting on two two, november three two golf xray',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'readback-line-up-and-wait',
    'runway two two, unable line up and wait, three two golf x-ray',
    'negation',
    [T, F, T],
  ),
  c(
    'readback-runway-crossing',
    'cross one three right hold short one three left seven yankee delta',
    'opposite',
    [F, F, T],
  ),
  c(
    'readback-runway-crossing',
    'crossing runway one three left holding short of one three right, N7YD',
    'callsign-form',
    [T, T, T],
  ),
  c('readback-runway-crossing', 'cross runway one three left, seven yankee delta', 'partial', [T, F, T]),
  c(
    'readback-runway-crossing',
    'hold short of runway one three right after crossing one three left, november seven yankee delta',
    'word-order',
    [T, T, T],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one, kilo then golf, hold short of two two, Cessna 123AB',
    'callsign-form',
    [T, T, T, T],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one via kilo hotel hold short runway two two one two three alpha bravo',
    'wrong-letter',
    [T, F, T, T],
  ),
  c(
    'eval-readback-left-downwind',
    'enter right downwind for zero four, report abeam the tower, two zero four tango',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-readback-direct-falco',
    'direct falco at or above two thousand five hundred november eight one romeo',
    'opposite',
    [T, F, T],
  ),
  c(
    'eval-readback-below-fix',
    'direct bosco, at or below thirty five hundred, november three three sierra',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-right-descent',
    'turning left heading zero niner zero, down to two thousand five hundred, seven eight niner charlie papa',
    'opposite',
    [F, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk twenty four seventeen altimeter twenty nine eighty seven november five five hotel',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'eval-readback-squawk-altimeter',
    'squawk two four seven one boston altimeter two niner eight seven november five five hotel',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-readback-center-squawk',
    'memphis center one thirty two point four five squawk six one zero three five seven one charlie',
    'spoken-numbers',
    [T, T, T, T],
  ),
];
