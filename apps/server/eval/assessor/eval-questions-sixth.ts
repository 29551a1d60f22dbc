import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only rubrics written with the sixth held-out part (2026-11-27, late evening), before that
 * round's assessor changes and before the assessor was run on them: four clearances with taxiway
 * letters, callsign suffixes, a fix, sides and numbers the assessor was never tuned on, and the
 * first eval-only knowledge rubrics (wake turbulence, carburetor icing, VOR checks), so that
 * paraphrase and equivalent values are measured on items nobody wrote a rule for (issue 13).
 * Rubrics in the seeded shape, never seeded into a database.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const sixthEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-readback-taxi-bravo-papa',
    question_name: 'eval.readback.15',
    question:
      'Ground tells you: "Cessna three one six november whiskey, runway one zero, taxi via bravo, papa, hold short of runway one seven." Read it back.',
    answer:
      'Runway one zero, taxi via bravo papa, hold short of runway one seven, Cessna three one six november whiskey.',
    subanswers: [
      { subanswer: 'Runway 10 (one zero)', points: 1 },
      { subanswer: 'Taxi via Bravo, Papa', points: 2 },
      { subanswer: 'Hold short of runway 17 (one seven)', points: 2 },
      { subanswer: 'Call sign N316NW (Cessna three one six november whiskey)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-right-descent-bonanza',
    question_name: 'eval.readback.16',
    question:
      'Approach tells you: "Bonanza two four x-ray, turn right heading two one zero, descend and maintain three thousand five hundred." Read it back.',
    answer:
      'Right heading two one zero, descend and maintain three thousand five hundred, Bonanza two four x-ray.',
    subanswers: [
      { subanswer: 'Right turn, heading 210 (two one zero)', points: 2 },
      { subanswer: 'Altitude 3,500 (three thousand five hundred)', points: 2 },
      { subanswer: 'Call sign (Bonanza two four x-ray)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-center-squawk',
    question_name: 'eval.readback.17',
    question:
      'Center tells you: "November five seven one charlie, contact Memphis Center one three two point four five, squawk six one zero three." Read it back.',
    answer:
      'Memphis Center one three two point four five, squawk six one zero three, November five seven one charlie.',
    subanswers: [
      { subanswer: 'Facility: Memphis Center', points: 1 },
      { subanswer: 'Frequency 132.45 (one three two point four five)', points: 2 },
      { subanswer: 'Squawk 6103 (six one zero three)', points: 1 },
      { subanswer: 'Call sign N571C (November five seven one charlie)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-direct-falco',
    question_name: 'eval.readback.18',
    question:
      'Approach tells you: "November eight one romeo, proceed direct FALCO, maintain VFR at or below two thousand five hundred." Read it back.',
    answer: 'Direct FALCO, maintain VFR at or below two thousand five hundred, November eight one romeo.',
    subanswers: [
      { subanswer: 'Direct to FALCO', points: 2 },
      { subanswer: 'At or below 2,500 (two thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N81R (November eight one romeo)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-knowledge-wake-turbulence',
    question_name: 'eval.knowledge.01',
    question: 'A large jet lands ahead of you on the same runway. How do you avoid its wake turbulence?',
    answer:
      'Vortices are strongest behind a heavy, clean, slow aircraft. Stay at or above its final approach path and land beyond its touchdown point. Vortices sink and drift with the wind; a light quartering tailwind is the worst.',
    subanswers: [
      { subanswer: 'Vortices are strongest behind a heavy, clean, slow aircraft', points: 1 },
      { subanswer: 'Stay at or above its final approach flight path', points: 2 },
      { subanswer: 'Land beyond its touchdown point', points: 2 },
      {
        subanswer: 'Vortices sink and drift with the wind; a light quartering tailwind is the worst',
        points: 1,
      },
    ],
    point_threshold: 4,
    source: 'AIM 7-4-6',
  },
  {
    ...base,
    key: 'eval-knowledge-carb-ice',
    question_name: 'eval.knowledge.02',
    question:
      'What is carburetor icing, when can it form, and how do you recognize and clear it in an airplane with a fixed-pitch propeller?',
    answer:
      'Fuel vaporization and the pressure drop in the venturi cool the air so ice forms there. It can form at outside temperatures up to about 70 °F (21 °C) in high humidity. With a fixed-pitch propeller the first sign is a drop in RPM, then rough running. Apply full carburetor heat: the RPM drops further, then rises as the ice melts.',
    subanswers: [
      {
        subanswer:
          'Ice in the carburetor venturi from fuel vaporization and the pressure drop cooling the air',
        points: 1,
      },
      { subanswer: 'Can form at outside temperatures up to about 70 °F (21 °C) in high humidity', points: 1 },
      { subanswer: 'Fixed-pitch propeller: a drop in RPM, then rough running', points: 1 },
      { subanswer: 'Apply full carburetor heat: RPM drops further, then rises as the ice melts', points: 2 },
    ],
    point_threshold: 4,
    source: 'PHAK ch. 7',
  },
  {
    ...base,
    key: 'eval-knowledge-vor-check',
    question_name: 'eval.knowledge.03',
    question:
      'For IFR flight, how recently must the VOR receiver have been checked, and what errors are allowed?',
    answer:
      'Within the preceding 30 days. A VOT check allows plus or minus 4 degrees, an airborne checkpoint plus or minus 6 degrees, and a dual VOR check 4 degrees between the two receivers.',
    subanswers: [
      { subanswer: 'Within the preceding 30 days', points: 2 },
      { subanswer: 'VOT check: plus or minus 4 degrees', points: 1 },
      { subanswer: 'Airborne checkpoint: plus or minus 6 degrees', points: 1 },
      { subanswer: 'Dual VOR check: within 4 degrees of each other', points: 1 },
    ],
    point_threshold: 4,
    source: '14 CFR 91.171',
  },
];
