import type { SeedQuestion } from '../content.types';

export const READBACK_CONTEXT =
  'Read back altitudes, headings and runway assignments in the order given, and include the call sign.';

/**
 * Readback drills in flight: the examiner speaks an ATC clearance or instruction and the learner reads it back.
 * Each subanswer is one element that must be in the readback.
 */
export const radioReadbackQuestions: SeedQuestion[] = [
  {
    key: 'readback-climb-heading',
    question_name: 'ppl.radio.09',
    question:
      'Approach tells you: "November one two three alpha bravo, climb and maintain four thousand five hundred, turn left heading two seven zero." Read it back.',
    answer:
      'Climb and maintain four thousand five hundred, left heading two seven zero, November one two three alpha bravo.',
    subanswers: [
      { subanswer: 'Altitude 4,500 (four thousand five hundred)', points: 2 },
      { subanswer: 'Left turn, heading 270 (two seven zero)', points: 2 },
      { subanswer: 'Call sign N123AB (November one two three alpha bravo)', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      READBACK_CONTEXT,
      'Altitude and heading readbacks let the controller catch a misheard number.',
    ],
    examples: [
      {
        example:
          'Climb and maintain four thousand five hundred, left heading two seven zero, November one two three alpha bravo.',
        reasoning: 'Altitude, turn direction, heading and call sign all read back.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'four thousand five hundred' },
          { subanswer_index: 1, label: true, evidence: 'left heading two seven zero' },
          { subanswer_index: 2, label: true, evidence: 'November one two three alpha bravo' },
        ],
      },
      {
        example:
          'Up to four thousand five hundred, left heading two niner zero, November one two three alpha bravo.',
        reasoning: 'Wrong heading: 290 instead of 270. The controller would have to correct it.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'four thousand five hundred' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'November one two three alpha bravo' },
        ],
      },
      {
        example: 'Wilco, three alpha bravo.',
        reasoning: 'No numbers read back, and the call sign was abbreviated before the controller did.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-4-7',
  },
  {
    key: 'readback-frequency-change',
    question_name: 'ppl.radio.10',
    question:
      'Center tells you: "November five two whiskey x-ray, contact Jacksonville Approach one two four point eight five." Read it back.',
    answer: 'Jacksonville Approach, one two four point eight five, November five two whiskey x-ray.',
    subanswers: [
      { subanswer: 'Facility: Jacksonville Approach', points: 1 },
      { subanswer: 'Frequency 124.85 (one two four point eight five)', points: 2 },
      { subanswer: 'Call sign N52WX (November five two whiskey x-ray)', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      READBACK_CONTEXT,
      'Reading back the frequency lets the controller catch a transposed digit before you leave the frequency.',
    ],
    examples: [
      {
        example:
          'Over to Jacksonville Approach on one two four point eight five, November five two whiskey x-ray.',
        reasoning: 'Facility, frequency and call sign.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Jacksonville Approach' },
          { subanswer_index: 1, label: true, evidence: 'one two four point eight five' },
          { subanswer_index: 2, label: true, evidence: 'November five two whiskey x-ray' },
        ],
      },
      {
        example: 'One two four point five eight, November five two whiskey x-ray.',
        reasoning: 'Digits transposed: 124.58 instead of 124.85.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'November five two whiskey x-ray' },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-2-1; AIM 4-4-7',
  },
  {
    key: 'readback-vfr-departure',
    question_name: 'ppl.radio.11',
    question:
      'Clearance delivery at a Class C airport tells you: "Cherokee seven three one foxtrot lima, maintain runway heading, maintain VFR at or below three thousand, departure frequency one two five point three five, squawk four six five two." Read it back.',
    answer:
      'Runway heading, VFR at or below three thousand, departure one two five point three five, squawk four six five two, Cherokee seven three one foxtrot lima.',
    subanswers: [
      { subanswer: 'Runway heading', points: 1 },
      { subanswer: 'At or below 3,000 (three thousand)', points: 2 },
      { subanswer: 'Departure frequency 125.35 (one two five point three five)', points: 1 },
      { subanswer: 'Squawk 4652 (four six five two)', points: 1 },
      { subanswer: 'Call sign (Cherokee seven three one foxtrot lima)', points: 1 },
    ],
    point_threshold: 6,
    contexts: [
      READBACK_CONTEXT,
      'Write the clearance down as it is given; the readback follows the same order.',
    ],
    examples: [
      {
        example:
          'Runway heading, at or below three thousand, departure one two five point three five, squawk four six five two, Cherokee seven three one foxtrot lima.',
        reasoning: 'All five elements in order.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Runway heading' },
          { subanswer_index: 1, label: true, evidence: 'at or below three thousand' },
          { subanswer_index: 2, label: true, evidence: 'one two five point three five' },
          { subanswer_index: 3, label: true, evidence: 'squawk four six five two' },
          { subanswer_index: 4, label: true, evidence: 'Cherokee seven three one foxtrot lima' },
        ],
      },
      {
        example:
          'Runway heading, at or below three thousand, squawk four six two five, Cherokee seven three one foxtrot lima.',
        reasoning: 'Departure frequency omitted and the squawk code transposed (4625 instead of 4652).',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Runway heading' },
          { subanswer_index: 1, label: true, evidence: 'at or below three thousand' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: true, evidence: 'Cherokee seven three one foxtrot lima' },
        ],
      },
    ],
    difficulty: 3,
    source: 'AIM 4-4-7',
  },
  {
    key: 'readback-descent-altimeter',
    question_name: 'ppl.radio.12',
    question:
      'Approach tells you: "November four four one seven romeo, descend and maintain three thousand, Springfield altimeter three zero one two." Read it back.',
    answer:
      'Descend and maintain three thousand, altimeter three zero one two, November four four one seven romeo.',
    subanswers: [
      { subanswer: 'Altitude 3,000 (three thousand)', points: 2 },
      { subanswer: 'Altimeter 30.12 (three zero one two)', points: 1 },
      { subanswer: 'Call sign N4417R (November four four one seven romeo)', points: 1 },
    ],
    point_threshold: 4,
    contexts: [READBACK_CONTEXT],
    examples: [
      {
        example:
          'Descend and maintain three thousand, three zero one two, November four four one seven romeo.',
        reasoning: 'Altitude, altimeter setting and call sign.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Descend and maintain three thousand' },
          { subanswer_index: 1, label: true, evidence: 'three zero one two' },
          { subanswer_index: 2, label: true, evidence: 'November four four one seven romeo' },
        ],
      },
      {
        example: 'Down to three thousand, November four four one seven romeo.',
        reasoning: 'The altimeter setting is missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Down to three thousand' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'November four four one seven romeo' },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-4-7',
  },
  {
    key: 'readback-class-b-clearance',
    question_name: 'ppl.radio.13',
    question:
      'Approach tells you: "November four five six papa juliett, cleared into the Class Bravo airspace, fly heading one eight zero, maintain VFR at or below five thousand five hundred." Read it back.',
    answer:
      'Cleared into the Class Bravo, heading one eight zero, at or below five thousand five hundred, November four five six papa juliett.',
    subanswers: [
      { subanswer: 'Cleared into the Class Bravo airspace', points: 2 },
      { subanswer: 'Heading 180 (one eight zero)', points: 1 },
      { subanswer: 'At or below 5,500 (five thousand five hundred)', points: 1 },
      { subanswer: 'Call sign N456PJ (November four five six papa juliett)', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      READBACK_CONTEXT,
      'Without the words "cleared into the Class Bravo" you may not enter; ask if unsure.',
    ],
    examples: [
      {
        example:
          'Cleared into the Bravo, heading one eight zero, at or below five thousand five hundred, November four five six papa juliett.',
        reasoning: 'Clearance, heading, altitude and call sign.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Cleared into the Bravo' },
          { subanswer_index: 1, label: true, evidence: 'heading one eight zero' },
          { subanswer_index: 2, label: true, evidence: 'at or below five thousand five hundred' },
          { subanswer_index: 3, label: true, evidence: 'November four five six papa juliett' },
        ],
      },
      {
        example:
          'Heading one eight zero, at or below four thousand five hundred, November four five six papa juliett.',
        reasoning: 'Does not confirm the Class B clearance and reads back the wrong altitude.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'Heading one eight zero' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'November four five six papa juliett' },
        ],
      },
    ],
    difficulty: 3,
    source: 'AIM 3-2-3; AIM 4-4-7',
  },
  {
    key: 'readback-pattern-entry',
    question_name: 'ppl.radio.14',
    question:
      'Tower tells you: "November eight kilo mike, enter right downwind runway one six, report midfield." Read it back.',
    answer: 'Right downwind runway one six, report midfield, November eight kilo mike.',
    subanswers: [
      { subanswer: 'Right downwind', points: 1 },
      { subanswer: 'Runway 16 (one six)', points: 2 },
      { subanswer: 'Report midfield', points: 1 },
      { subanswer: 'Call sign N8KM (November eight kilo mike)', points: 1 },
    ],
    point_threshold: 5,
    contexts: [READBACK_CONTEXT],
    examples: [
      {
        example: 'Right downwind one six, report midfield, November eight kilo mike.',
        reasoning: 'All elements.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Right downwind' },
          { subanswer_index: 1, label: true, evidence: 'one six' },
          { subanswer_index: 2, label: true, evidence: 'report midfield' },
          { subanswer_index: 3, label: true, evidence: 'November eight kilo mike' },
        ],
      },
      {
        example: 'Left downwind runway one six, November eight kilo mike.',
        reasoning: 'Wrong side of the pattern and the reporting point is missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'runway one six' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'November eight kilo mike' },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-4-7',
  },
];
