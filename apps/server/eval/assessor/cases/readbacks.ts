import type { EvalCase } from '../eval.types';

/**
 * ATC clearance readbacks (ppl.radio.09 to .18), written as a speech recogniser outputs them.
 * The call sign must be the full one: the controller has not abbreviated it.
 */
export const cases: EvalCase[] = [
  // readback-climb-heading: 4,500 | left heading 270 | N123AB
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb and maintain four thousand five hundred turn left heading two seven zero november one two three alpha bravo',
    kind: 'correct',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb and maintain five thousand five hundred left heading two seven zero november one two three alpha bravo',
    kind: 'wrong-value',
    expected: [false, true, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb and maintain four thousand five hundred right heading two seven zero november one two three alpha bravo',
    kind: 'wrong-value',
    expected: [true, false, true],
    note: 'Wrong turn direction: the turn is to the left.',
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'november one two three alpha bravo left heading two seven zero climb and maintain four thousand five hundred',
    kind: 'word-order',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb and maintain fower thousand fife hundred turn left heading two seven zero november one two tree alpha bravo',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb in maintain four thousand five hundred left heading two seven zero november one two three alpha bravo',
    kind: 'asr-slip',
    expected: [true, true, true],
    note: '"climb in maintain" is the recogniser\'s "climb and maintain".',
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climbing to four thousand five hundred turning left heading two hundred seventy november one two three alpha bravo',
    kind: 'spoken-numbers',
    expected: [true, true, true],
    note: 'Not standard phraseology for the heading, but the value is unambiguous.',
  },
  {
    question_key: 'readback-climb-heading',
    reply:
      'climb and maintain four thousand five hundred left heading two two zero november one two three alpha bravo',
    kind: 'wrong-value',
    expected: [true, false, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply: 'four thousand five hundred november one two three alpha bravo',
    kind: 'partial',
    expected: [true, false, true],
  },
  {
    question_key: 'readback-climb-heading',
    reply: 'testing one two three testing',
    kind: 'off-topic',
    expected: [false, false, false],
    note: '"one two three" is not the call sign.',
  },

  // readback-frequency-change: Jacksonville Approach | 124.85 | N52WX
  {
    question_key: 'readback-frequency-change',
    reply: 'jacksonville approach one two fower decimal eight fife november fife two whiskey x ray',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'jacksonville approach one two four point eight zero november five two whiskey x ray',
    kind: 'wrong-value',
    expected: [true, false, true],
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'jacksonville approach one two four point eight five november five three whiskey x ray',
    kind: 'wrong-value',
    expected: [true, true, false],
    note: 'Wrong call sign: N53WX instead of N52WX.',
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'jackson ville approach one two four point eight five november five two whisky x ray',
    kind: 'asr-slip',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'one two four point eight five jacksonville approach november five two whiskey x ray',
    kind: 'word-order',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'jacksonville approach on one twenty four eighty five november five two whiskey x ray',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-frequency-change',
    reply: 'jacksonville center one two four point eight five november five two whiskey x ray',
    kind: 'partial',
    expected: [false, true, true],
    note: 'Wrong facility: approach, not center.',
  },

  // readback-vfr-departure: runway heading | at or below 3,000 | 125.35 | squawk 4652 | call sign
  {
    question_key: 'readback-vfr-departure',
    reply:
      'maintain runway heading maintain vfr at or below three thousand departure frequency one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    kind: 'correct',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'runway heading at or below three thousand departure one two five point three five squawk four six five three cherokee seven three one foxtrot lima',
    kind: 'wrong-value',
    expected: [true, true, true, false, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'runway heading at or below three thousand departure one two five point three five squak four six five two cherokee seven three one fox trot lima',
    kind: 'asr-slip',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'runway heading at or below three thousand five hundred departure one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    kind: 'wrong-value',
    expected: [true, false, true, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'cherokee seven three one foxtrot lima squawk four six five two departure one two five point three five runway heading at or below three thousand',
    kind: 'word-order',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'maintain runway heading vfr at or below tree thousand departure one two fife decimal tree fife squawk fower six fife two cherokee seven tree one foxtrot lima',
    kind: 'icao-digits',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'runway heading at or below three thousand departure one two five point five three squawk four six five two cherokee seven three one foxtrot lima',
    kind: 'wrong-value',
    expected: [true, true, false, true, true],
    note: 'Frequency digits transposed: 125.53 instead of 125.35.',
  },
  {
    question_key: 'readback-vfr-departure',
    reply: 'runway heading squawk four six five two cherokee seven three one foxtrot lima',
    kind: 'partial',
    expected: [true, false, false, true, true],
  },
  {
    question_key: 'readback-vfr-departure',
    reply:
      'runway heading vfr at or below three thousand departure on one twenty five thirty five squawking forty six fifty two cherokee seven three one foxtrot lima',
    kind: 'spoken-numbers',
    expected: [true, true, true, true, true],
  },

  // readback-descent-altimeter: 3,000 | 30.12 | N4417R
  {
    question_key: 'readback-descent-altimeter',
    reply:
      'descend and maintain three thousand altimeter three zero two one november four four one seven romeo',
    kind: 'wrong-value',
    expected: [true, false, true],
  },
  {
    question_key: 'readback-descent-altimeter',
    reply:
      'descend and maintain two thousand altimeter three zero one two november four four one seven romeo',
    kind: 'wrong-value',
    expected: [false, true, true],
  },
  {
    question_key: 'readback-descent-altimeter',
    reply: 'down to three thousand altimeter thirty twelve november four four one seven romeo',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-descent-altimeter',
    reply:
      'descend and maintain tree thousand altimeter tree zero one two november fower fower one seven romeo',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-descent-altimeter',
    reply: 'three zero one two descend and maintain three thousand november four four one seven romeo',
    kind: 'word-order',
    expected: [true, true, true],
  },
];
