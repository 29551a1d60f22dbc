import type { SeedQuestion } from '../content.types';
import { READBACK_CONTEXT } from './radio-readbacks';

/** Readback drills on and near the runway: taxi, takeoff, line up and wait, runway crossings. */
export const radioReadbackGroundQuestions: SeedQuestion[] = [
  {
    key: 'readback-taxi-hold-short',
    question_name: 'ppl.radio.15',
    question:
      'Ground tells you: "Cessna seven three four lima, runway three four, taxi via alpha, hold short of runway two eight." Read it back.',
    answer:
      'Runway three four, taxi via alpha, hold short of runway two eight, Cessna seven three four lima.',
    subanswers: [
      { subanswer: 'Runway 34 (three four)', points: 1 },
      { subanswer: 'Via taxiway Alpha', points: 1 },
      { subanswer: 'Hold short of runway 28 (two eight)', points: 3 },
      { subanswer: 'Call sign (Cessna seven three four lima)', points: 1 },
    ],
    point_threshold: 6,
    contexts: [
      READBACK_CONTEXT,
      'Controllers must obtain a readback of every runway hold short instruction; a clearance is needed to cross any runway.',
    ],
    examples: [
      {
        example: 'Runway three four, via alpha, hold short of two eight, Cessna seven three four lima.',
        reasoning: 'Every element including the hold short.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Runway three four' },
          { subanswer_index: 1, label: true, evidence: 'via alpha' },
          { subanswer_index: 2, label: true, evidence: 'hold short of two eight' },
          { subanswer_index: 3, label: true, evidence: 'Cessna seven three four lima' },
        ],
      },
      {
        example: 'Taxi to three four via alpha, Cessna seven three four lima.',
        reasoning: 'Omits the hold short instruction, the one item that must always be read back.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'three four' },
          { subanswer_index: 1, label: true, evidence: 'via alpha' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'Cessna seven three four lima' },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-3-18; AIM 4-4-7',
  },
  {
    key: 'readback-takeoff-clearance',
    question_name: 'ppl.radio.16',
    question:
      'Tower tells you: "November eight zero two five kilo, wind one seven zero at eight, runway one six, cleared for takeoff." Read it back.',
    answer: 'Runway one six, cleared for takeoff, November eight zero two five kilo.',
    subanswers: [
      { subanswer: 'Runway 16 (one six)', points: 2 },
      { subanswer: 'Cleared for takeoff', points: 1 },
      { subanswer: 'Call sign N8025K (November eight zero two five kilo)', points: 1 },
    ],
    point_threshold: 4,
    contexts: [READBACK_CONTEXT, 'The wind need not be read back; the runway assignment should be.'],
    examples: [
      {
        example: 'Cleared for takeoff runway one six, November eight zero two five kilo.',
        reasoning: 'Runway, clearance and call sign.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'runway one six' },
          { subanswer_index: 1, label: true, evidence: 'Cleared for takeoff' },
          { subanswer_index: 2, label: true, evidence: 'November eight zero two five kilo' },
        ],
      },
      {
        example: 'Wind one seven zero at eight, cleared for takeoff, November eight zero two five kilo.',
        reasoning: 'Reads back the wind, which is not needed, but omits the runway, which is.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'cleared for takeoff' },
          { subanswer_index: 2, label: true, evidence: 'November eight zero two five kilo' },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-4-7',
  },
  {
    key: 'readback-line-up-and-wait',
    question_name: 'ppl.radio.17',
    question:
      'Tower tells you: "November three two golf x-ray, runway two two, line up and wait." Read it back.',
    answer: 'Runway two two, line up and wait, November three two golf x-ray.',
    subanswers: [
      { subanswer: 'Runway 22 (two two)', points: 2 },
      { subanswer: 'Line up and wait (not a takeoff clearance)', points: 2 },
      { subanswer: 'Call sign N32GX (November three two golf x-ray)', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      READBACK_CONTEXT,
      'Line up and wait means taxi onto the runway and hold there; takeoff clearance comes separately.',
    ],
    examples: [
      {
        example: 'Runway two two, line up and wait, November three two golf x-ray.',
        reasoning: 'Exact readback.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Runway two two' },
          { subanswer_index: 1, label: true, evidence: 'line up and wait' },
          { subanswer_index: 2, label: true, evidence: 'November three two golf x-ray' },
        ],
      },
      {
        example: 'Cleared for takeoff runway two two, November three two golf x-ray.',
        reasoning: 'Dangerous misunderstanding: line up and wait is not a takeoff clearance.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'runway two two' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'November three two golf x-ray' },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-3-18; Pilot/Controller Glossary',
  },
  {
    key: 'readback-runway-crossing',
    question_name: 'ppl.radio.18',
    question:
      'Ground tells you: "November seven yankee delta, cross runway one three left, hold short of runway one three right." Read it back.',
    answer: 'Cross runway one three left, hold short of runway one three right, November seven yankee delta.',
    subanswers: [
      { subanswer: 'Cross runway 13L (one three left)', points: 2 },
      { subanswer: 'Hold short of runway 13R (one three right)', points: 3 },
      { subanswer: 'Call sign N7YD (November seven yankee delta)', points: 1 },
    ],
    point_threshold: 6,
    contexts: [
      READBACK_CONTEXT,
      'Each runway crossing needs its own explicit clearance; left and right must be stated.',
    ],
    examples: [
      {
        example: 'Cross one three left, hold short one three right, November seven yankee delta.',
        reasoning: 'Crossing, hold short and call sign, with left and right correct.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Cross one three left' },
          { subanswer_index: 1, label: true, evidence: 'hold short one three right' },
          { subanswer_index: 2, label: true, evidence: 'November seven yankee delta' },
        ],
      },
      {
        example: 'Cross one three left and one three right, November seven yankee delta.',
        reasoning: 'Turns a hold short into a crossing: a runway incursion in the making.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Cross one three left' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'November seven yankee delta' },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-3-18; AIM 4-4-7',
  },
];
