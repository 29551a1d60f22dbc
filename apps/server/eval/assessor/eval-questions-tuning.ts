import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only readback rubrics for the tuning part (2026-11-27): clearances of the same kinds as
 * the fourth held-out part's rubrics (a taxiway to hold short of, a fix with a limit, a base leg
 * and a report point, a two-taxiway route, a right turn with a climb) but with other letters,
 * numbers and sides, so that tuning on them never reads a held-out reply. Never seeded.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const tuningEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-tuning-hold-short-taxiway',
    question_name: 'eval.tuning.01',
    question:
      'Ground tells you: "Mooney four one two charlie, runway two seven, taxi via bravo, hold short of taxiway juliett." Read it back.',
    answer: 'Runway two seven, taxi via bravo, hold short of taxiway juliett, Mooney four one two charlie.',
    subanswers: [
      { subanswer: 'Runway 27 (two seven)', points: 1 },
      { subanswer: 'Via taxiway Bravo', points: 1 },
      { subanswer: 'Hold short of taxiway Juliett', points: 2 },
      { subanswer: 'Call sign (Mooney four one two charlie)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-tuning-direct-fix-below',
    question_name: 'eval.tuning.02',
    question:
      'Approach tells you: "November two seven kilo, proceed direct LOGAN, maintain VFR at or below four thousand." Read it back.',
    answer: 'Direct LOGAN, maintain VFR at or below four thousand, November two seven kilo.',
    subanswers: [
      { subanswer: 'Direct to LOGAN', points: 2 },
      { subanswer: 'At or below 4,000 (four thousand)', points: 2 },
      { subanswer: 'Call sign N27K (November two seven kilo)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-tuning-right-base',
    question_name: 'eval.tuning.03',
    question:
      'Tower tells you: "Archer five one tango, make right base runway three three, report three mile final." Read it back.',
    answer: 'Right base runway three three, report three mile final, Archer five one tango.',
    subanswers: [
      { subanswer: 'Right base', points: 1 },
      { subanswer: 'Runway 33 (three three)', points: 2 },
      { subanswer: 'Report three mile final', points: 1 },
      { subanswer: 'Call sign (Archer five one tango)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-3-3',
  },
  {
    ...base,
    key: 'eval-tuning-taxi-charlie-foxtrot',
    question_name: 'eval.tuning.04',
    question:
      'Ground tells you: "Cessna six four seven mike sierra, runway zero niner, taxi via charlie, foxtrot, hold short of runway one four." Read it back.',
    answer:
      'Runway zero niner, taxi via charlie foxtrot, hold short of runway one four, Cessna six four seven mike sierra.',
    subanswers: [
      { subanswer: 'Runway 9 (zero niner)', points: 1 },
      { subanswer: 'Taxi via Charlie, Foxtrot', points: 2 },
      { subanswer: 'Hold short of runway 14 (one four)', points: 2 },
      { subanswer: 'Call sign N647MS (Cessna six four seven mike sierra)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-tuning-right-climb',
    question_name: 'eval.tuning.05',
    question:
      'Departure tells you: "November eight eight one papa, turn right heading one two zero, climb and maintain six thousand." Read it back.',
    answer: 'Right heading one two zero, climb and maintain six thousand, November eight eight one papa.',
    subanswers: [
      { subanswer: 'Right turn, heading 120 (one two zero)', points: 2 },
      { subanswer: 'Altitude 6,000 (six thousand)', points: 2 },
      { subanswer: 'Call sign N881P (November eight eight one papa)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
];
