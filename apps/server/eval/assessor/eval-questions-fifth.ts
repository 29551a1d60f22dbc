import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only readback rubrics written with the fifth held-out part (2026-11-27, evening), before
 * that round's assessor changes: clearances with taxiway letters, callsign suffixes, fixes, sides,
 * facilities and numbers the assessor was never tuned on (issue 13). Rubrics in the seeded shape,
 * never seeded into a database.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const fifthEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-readback-taxi-sierra-tango',
    question_name: 'eval.readback.09',
    question:
      'Ground tells you: "Cessna four eight two papa kilo, runway two six, taxi via sierra, tango, hold short of runway three five." Read it back.',
    answer:
      'Runway two six, taxi via sierra tango, hold short of runway three five, Cessna four eight two papa kilo.',
    subanswers: [
      { subanswer: 'Runway 26 (two six)', points: 1 },
      { subanswer: 'Taxi via Sierra, Tango', points: 2 },
      { subanswer: 'Hold short of runway 35 (three five)', points: 2 },
      { subanswer: 'Call sign N482PK (Cessna four eight two papa kilo)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-left-climb',
    question_name: 'eval.readback.10',
    question:
      'Departure tells you: "Piper three niner seven whiskey, turn left heading three three zero, climb and maintain five thousand five hundred." Read it back.',
    answer:
      'Left heading three three zero, climb and maintain five thousand five hundred, Piper three niner seven whiskey.',
    subanswers: [
      { subanswer: 'Left turn, heading 330 (three three zero)', points: 2 },
      { subanswer: 'Altitude 5,500 (five thousand five hundred)', points: 2 },
      { subanswer: 'Call sign (Piper three niner seven whiskey)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-departure-squawk',
    question_name: 'eval.readback.11',
    question:
      'Tower tells you: "November six two four lima, contact Tampa Departure one one niner point six five, squawk five three two one." Read it back.',
    answer:
      'Tampa Departure one one niner point six five, squawk five three two one, November six two four lima.',
    subanswers: [
      { subanswer: 'Facility: Tampa Departure', points: 1 },
      { subanswer: 'Frequency 119.65 (one one niner point six five)', points: 2 },
      { subanswer: 'Squawk 5321 (five three two one)', points: 1 },
      { subanswer: 'Call sign N624L (November six two four lima)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-direct-above',
    question_name: 'eval.readback.12',
    question:
      'Approach tells you: "November nine one zulu, proceed direct TAMMY, maintain VFR at or above three thousand five hundred." Read it back.',
    answer: 'Direct TAMMY, maintain VFR at or above three thousand five hundred, November nine one zulu.',
    subanswers: [
      { subanswer: 'Direct to TAMMY', points: 2 },
      { subanswer: 'At or above 3,500 (three thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N91Z (November nine one zulu)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-cross-right-hold-left',
    question_name: 'eval.readback.13',
    question:
      'Ground tells you: "Cessna five eight one yankee, cross runway two seven right, hold short of runway two seven left." Read it back.',
    answer:
      'Cross runway two seven right, hold short of runway two seven left, Cessna five eight one yankee.',
    subanswers: [
      { subanswer: 'Cross runway 27R (two seven right)', points: 2 },
      { subanswer: 'Hold short of runway 27L (two seven left)', points: 3 },
      { subanswer: 'Call sign (Cessna five eight one yankee)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-left-downwind',
    question_name: 'eval.readback.14',
    question:
      'Tower tells you: "November two zero four tango, enter left downwind runway zero four, report abeam the tower." Read it back.',
    answer: 'Left downwind runway zero four, report abeam the tower, November two zero four tango.',
    subanswers: [
      { subanswer: 'Left downwind', points: 1 },
      { subanswer: 'Runway 4 (zero four)', points: 2 },
      { subanswer: 'Report abeam the tower', points: 1 },
      { subanswer: 'Call sign N204T (November two zero four tango)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-3-3',
  },
];
