import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Former held-out readbacks (second held-out part, written on 2026-11-24 before that day's
 * assessor changes; it joined the tuning part on 2026-11-27, when a fresh held-out part replaced
 * it: docs/product/assessor.md, "The evaluation"). Every letter, digit, side and limit of the clearance is a
 * value: a reply that changes one does not read that element back.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  c(
    'readback-climb-heading',
    'left heading two seven zero climb and maintain four thousand five hundred november one two three alpha bravo',
    'word-order',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain five thousand five hundred turn left heading two seven zero one two three alpha bravo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha papa',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'climb maintain four thousand fife hundred left heading two seven zero one two three alpha bravo',
    'icao-digits',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'um climbing to four thousand five hundred and uh left two seven zero i think november one two three alpha bravo',
    'hedge',
    [true, true, true],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero',
    'partial',
    [true, true, false],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred turn left heading two niner zero november one two three alpha bravo',
    'wrong-value',
    [true, false, true],
  ),
  c('readback-climb-heading', 'Up to 4,500, turning left 270, 123AB', 'callsign-form', [true, true, true]),

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five november five two whiskey x ray',
    'correct',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'contact jacksonville approach one two four point eight zero november five two whiskey x ray',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-frequency-change',
    'contact jacksonville approach on one two four point eight five five two whiskey yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'one two four point eight five jacksonville approach five two whiskey x-ray',
    'word-order',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'over to jacksonville approach one to four point eight five five to whiskey x ray',
    'homophone',
    [true, true, true],
  ),
  c('readback-frequency-change', 'Over to Jacksonville Approach on 124.85, 52WX', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'readback-frequency-change',
    'jackson ville approach one two four decimal eight fife november fife two whisky xray',
    'asr-slip',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'contact jacksonville center one two four point eight five five two whiskey x ray',
    'wrong-value',
    [false, true, true],
    'Center is another facility than Approach.',
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one twenty four eighty five five two whiskey x ray',
    'spoken-numbers',
    [true, true, true],
  ),

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | 4652 | Cherokee 731FL
  c(
    'readback-vfr-departure',
    'maintain runway heading vfr at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'maintain runway heading vfr at or above three thousand departure frequency one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    'opposite',
    [true, false, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading vfr at or below three thousand departure frequency one two five point three five squawk four six two five seven three one foxtrot lima',
    'wrong-value',
    [true, true, true, false, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below tree thousand departure one two fife point tree fife squawk fower six fife two cherokee seven tree one foxtrot lima',
    'icao-digits',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one foxtrot echo',
    'wrong-letter',
    [true, true, true, true, false],
  ),
  c(
    'readback-vfr-departure',
    'Runway hdg, VFR at or below 3000, departure freq 125.35, squawk 4652, N731FL',
    'callsign-form',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'squawk four six five two departure one two five point three five runway heading at or below three thousand seven three one foxtrot lima',
    'word-order',
    [true, true, true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand squawk four six five two cherokee seven three one foxtrot lima',
    'partial',
    [true, true, false, true, true],
  ),

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  c(
    'readback-descent-altimeter',
    'down to three thousand altimeter three zero one two four four one seven romeo',
    'correct',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter two nine one two november four four one seven romeo',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain tree thousand altimeter tree zero won two november fower fower won seven romeo',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand altimeter 30.12 N4417R',
    'callsign-form',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'down to three thousand altimeter three zero one two four four one seven papa',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain four thousand altimeter three zero one two november four four one seven romeo',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'uh descending to three thousand and the altimeter is thirty twelve november four four one seven romeo',
    'hedge',
    [true, true, true],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain three thousand november four four one seven romeo',
    'partial',
    [true, false, true],
  ),
  c('readback-descent-altimeter', 'request flight following to springfield', 'off-topic', [
    false,
    false,
    false,
  ]),

  // readback-class-b-clearance: cleared into Class B | heading 180 | at or below 5,500 | N456PJ
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred november four five six papa juliet',
    'asr-slip',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class bravo heading one eight zero at or above five thousand five hundred november four five six papa juliett',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred november four five six papa golf',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-class-b-clearance',
    'heading one eight zero at or below five thousand five hundred november four five six papa juliett',
    'partial',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class charlie fly heading one eight zero maintain vfr at or below five thousand five hundred four five six papa juliett',
    'wrong-letter',
    [false, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'Cleared into the Bravo, heading 180, at or below 5,500, 456PJ',
    'callsign-form',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo fly heading one eight zero maintain vfr at or below five thousand five hundred november for five six papa juliett',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or below five thousand five hundred november four six five papa juliett',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into class b heading one eighty at or below fifty five hundred november four fifty six papa juliett',
    'spoken-numbers',
    [true, true, true, true],
  ),

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  c(
    'readback-pattern-entry',
    'enter left downwind runway one six report midfield eight kilo mike',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'enter right downwind for runway one six report midfield eight kilo mike',
    'correct',
    [true, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'enter right downwind runway one six and report midfield november eight kilo lima',
    'wrong-letter',
    [true, true, true, false],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one niner report midfield november eight kilo mike',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'readback-pattern-entry',
    'right downwind runway one six report final november eight kilo mike',
    'wrong-value',
    [true, true, false, true],
  ),
  c(
    'readback-pattern-entry',
    'report midfield right downwind one six november eight kilo mike',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'readback-pattern-entry',
    'right down wind runway one six report mid field november ate kilo mike',
    'homophone',
    [true, true, true, true],
  ),
  c('readback-pattern-entry', 'Right downwind for 16, will report midfield, 8KM', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c('readback-pattern-entry', 'say again please', 'off-topic', [false, false, false, false]),
];
