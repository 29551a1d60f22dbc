import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning since 2026-11-27, when a fourth held-out part replaced this one (cases/index.ts).
 * Held-out readbacks (third held-out part, written on 2026-11-27 and committed before that day's
 * assessor changes; docs/product/assessor.md, "The evaluation"). Every letter, digit, side and limit of
 * the clearance is a value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred left turn heading two seven zero cessna one two three alpha bravo',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-climb-heading', 'four thousand five hundred, right heading 270, N123AB', 'opposite', [
    true,
    false,
    true,
  ]),
  c(
    'readback-climb-heading',
    'climb and maintain forty five hundred left heading two seventy november one two three alpha bravo',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading to seven zero november won two tree alpha bravo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand five hundred turn left two seven zero one two three alpha delta',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand left heading two seven zero november one two three alpha bravo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-climb-heading',
    'clime and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
    'asr-slip',
    [true, true, true],
  ),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c(
    'readback-frequency-change',
    'over to jacksonville approach on one two four decimal eight fife five two whiskey x-ray',
    'icao-digits',
    [true, true, true],
  ),
  c('readback-frequency-change', 'Over to Jacksonville Approach, 124.85, N52WX', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-frequency-change',
    'jacksonville approach one twenty four eighty five, five two whiskey yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'switching to jacksonville approach one two four point eight zero, five two whiskey x-ray',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-frequency-change',
    'going to jacksonville center on one two four point eight five, november five two whiskey x-ray',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-frequency-change',
    'one two four eight five for jacksonville approach november five two whiskey x ray',
    'word-order',
    [true, true, true],
  ),
  c('readback-frequency-change', 'contact jacksonville approach november five two whiskey x-ray', 'partial', [
    true,
    false,
    true,
  ]),
  c('readback-frequency-change', 'say again please', 'off-topic', [false, false, false]),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | squawk 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'runway heading, vfr at or below three thousand, departure frequency one two five point three five, squawk four six five two, cherokee seven three one foxtrot lima',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading, at or above 3,000, departure 125.35, squawk 4652, Cherokee 731FL',
    'opposite',
    [true, false, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'maintain runway heading vfr at or below tree thousand departure one two five decimal tree fife squawk fower six fife two cherokee seven tree one foxtrot lima',
    'icao-digits',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'maintain runway heading at or below three thousand departure one two five point three five squawk four six five six cherokee seven three one foxtrot lima',
    'wrong-value',
    [true, true, true, false, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand one two five point three five squawk four six five two cherokee seven three one foxtrot mike',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'squawk four six five two, departure on one two five point three five, runway heading, three thousand or below, cherokee seven three one foxtrot lima',
    'word-order',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand squawk for six five to cherokee seven three one foxtrot lima',
    'homophone',
    [true, true, false, true, true],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c('readback-descent-altimeter', 'down to three thousand, altimeter 30.12, N4417R', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-descent-altimeter',
    'down to three thousand, altimeter three zero two one, four four one seven romeo',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend maintain tree thousand altimeter tree zero wun two four four wun seven romeo',
    'icao-digits',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter three zero one two november four four one seven delta',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain four thousand three zero one two four four one seven romeo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'uh descend and maintain three thousand and altimeter three zero one two i think four four one seven romeo',
    'hedge',
    [true, true, true],
  ),

  // readback-class-b-clearance: cleared into Class B | heading 180 | at or below 5,500 | N456PJ
  c(
    'readback-class-b-clearance',
    'cleared into the bravo, heading one eight zero, at or below five thousand five hundred, november four five six papa juliett, thanks',
    'correct',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class bravo heading one eight zero at or above five thousand five hundred four five six papa juliett',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo fly heading one eight zero vfr at or below five thousand five hundred november four five six papa india',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class charlie airspace heading one eight zero at or below five thousand five hundred november four five six papa juliett',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'Cleared into Class B, heading 180, at or below 5,500, N456PJ',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'fly heading one eight zero maintain vfr at or below five thousand five hundred four five six papa juliett',
    'partial',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below fife thousand fife hundred four fife six papa juliett',
    'icao-digits',
    [true, true, true, true],
  ),

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  c(
    'readback-pattern-entry',
    'enter left downwind runway one six report midfield november eight kilo mike',
    'opposite',
    [false, true, true, true],
  ),
  c('readback-pattern-entry', 'right downwind runway one six report midfield eight kilo mike', 'correct', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-pattern-entry',
    'right downwind one six will report midfield november eight kilo mike',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report midfield november eight kilo bravo',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-pattern-entry',
    'enter right downwind runway six report midfield november eight kilo mike',
    'wrong-value',
    [true, false, true, true],
  ),
  c('readback-pattern-entry', 'N8KM, right downwind 16, report midfield', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'readback-pattern-entry',
    'enter right base runway one six report midfield november eight kilo mike',
    'wrong-value',
    [false, true, true, true],
  ),
];
