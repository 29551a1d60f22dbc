import type { EvalCase } from '../eval.types';

/** Readbacks cases, continued (split in two to keep files small). */
export const cases: EvalCase[] = [
  // readback-class-b-clearance: cleared into Class B | heading 180 | at or below 5,500 | N456PJ
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'heading one eight zero at or below five thousand five hundred remaining clear of the bravo november four five six papa juliett',
    kind: 'negation',
    expected: [false, true, true, true],
    note: 'The learner reads back the opposite of the clearance into the Class B.',
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'cleared into the class bravo heading one eight zero at or below four thousand five hundred november four five six papa juliett',
    kind: 'wrong-value',
    expected: [true, true, false, true],
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'cleared in to the class bravo heading one eight zero at or below five thousand five hundred november four five six papa juliet',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'heading one eight zero at or below five thousand five hundred cleared into the bravo november four five six papa juliett',
    kind: 'word-order',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'cleared into the bravo heading one six zero at or below five thousand five hundred november four five six papa juliett',
    kind: 'wrong-value',
    expected: [true, false, true, true],
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'cleared into class b heading one eighty at or below fifty five hundred november four five six papa juliett',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-class-b-clearance',
    reply:
      'cleared into the class bravo airspace fly heading one eight zero maintain vfr at or below fife thousand fife hundred november fower fife six papa juliett',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },

  // readback-pattern-entry: right downwind | runway 16 | report midfield | N8KM
  {
    question_key: 'readback-pattern-entry',
    reply: 'right downwind runway one eight report midfield november eight kilo mike',
    kind: 'wrong-value',
    expected: [true, false, true, true],
  },
  {
    question_key: 'readback-pattern-entry',
    reply: 'left downwind runway one six report midfield november eight kilo mike',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'Wrong side: right downwind was assigned.',
  },
  {
    question_key: 'readback-pattern-entry',
    reply: 'november eight kilo mike report midfield right downwind one six',
    kind: 'word-order',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-pattern-entry',
    reply: 'right downwind runway sixteen report midfield november eight kilo mike',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-pattern-entry',
    reply: 'right downwind one six november eight kilo mike',
    kind: 'partial',
    expected: [true, true, false, true],
  },

  // readback-taxi-hold-short: runway 34 | via Alpha | hold short of 28 | call sign
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'runway three four taxi via alpha hold short runway two six cessna seven three four lima',
    kind: 'wrong-value',
    expected: [true, true, false, true],
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'runway three four via alpha cross runway two eight cessna seven three four lima',
    kind: 'partial',
    expected: [true, true, false, true],
    note: '"Cross" is the opposite of the hold-short instruction.',
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'runway tree fower taxi via alpha hold short of runway two eight cessna seven tree fower lima',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'hold short of runway two eight taxi via alpha runway three four cessna seven three four lima',
    kind: 'word-order',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply:
      'taxi to runway thirty four via alpha holding short of runway twenty eight cessna seven three four lima',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'runway three four taxi via alpha hold shore of runway two eight cessna seven three four lima',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"hold shore" is the recogniser\'s "hold short".',
  },
  {
    question_key: 'readback-taxi-hold-short',
    reply: 'runway three four via alpha hold short of runway two eight cessna seven four three lima',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'Call sign digits transposed.',
  },

  // readback-takeoff-clearance: runway 16 | cleared for takeoff | N8025K
  {
    question_key: 'readback-takeoff-clearance',
    reply: 'runway one niner cleared for takeoff november eight zero two five kilo',
    kind: 'wrong-value',
    expected: [false, true, true],
  },
  {
    question_key: 'readback-takeoff-clearance',
    reply: 'cleared for takeoff runway sixteen november eight zero two five kilo',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-takeoff-clearance',
    reply: 'runway one six clear for takeoff november eight zero two five kilo',
    kind: 'asr-slip',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-takeoff-clearance',
    reply: 'november eight zero two five kilo cleared for takeoff runway one six',
    kind: 'word-order',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-takeoff-clearance',
    reply: 'runway one six cleared for takeoff november eight zero five two kilo',
    kind: 'wrong-value',
    expected: [true, true, false],
  },

  // readback-line-up-and-wait: runway 22 | line up and wait | N32GX
  {
    question_key: 'readback-line-up-and-wait',
    reply: 'runway two seven line up and wait november three two golf x ray',
    kind: 'wrong-value',
    expected: [false, true, true],
  },
  {
    question_key: 'readback-line-up-and-wait',
    reply: 'runway two two line up and wait november tree two golf x ray',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-line-up-and-wait',
    reply: 'uh runway two two line up and wait i think november three two golf x ray',
    kind: 'hedge',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-line-up-and-wait',
    reply: 'runway two two lineup and wait november three two golf xray',
    kind: 'asr-slip',
    expected: [true, true, true],
  },

  // readback-runway-crossing: cross 13L | hold short 13R | N7YD
  {
    question_key: 'readback-runway-crossing',
    reply: 'cross runway one three right hold short of runway one three left november seven yankee delta',
    kind: 'wrong-value',
    expected: [false, false, true],
    note: 'Left and right swapped: a runway incursion.',
  },
  {
    question_key: 'readback-runway-crossing',
    reply: 'cross runway one tree left hold short runway one tree right november seven yankee delta',
    kind: 'icao-digits',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-runway-crossing',
    reply: 'hold short of one three right after crossing one three left november seven yankee delta',
    kind: 'word-order',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-runway-crossing',
    reply: 'cross runway one three left hold short of runway three one right november seven yankee delta',
    kind: 'wrong-value',
    expected: [true, false, true],
  },
  {
    question_key: 'readback-runway-crossing',
    reply: 'crossing runway thirteen left holding short of thirteen right november seven yankee delta',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'readback-runway-crossing',
    reply: 'cross one three left november seven yankee delta',
    kind: 'partial',
    expected: [true, false, true],
  },
];
