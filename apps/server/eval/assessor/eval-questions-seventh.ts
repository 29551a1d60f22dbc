import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only rubrics written with the seventh held-out part (2026-11-28), before that round's
 * assessor changes and before the assessor was run on them: four clearances with taxiway letters,
 * callsign suffixes, a fix, sides and numbers the assessor was never tuned on, and five knowledge
 * rubrics nobody wrote a rule for (position lights, holding position markings, stall recovery,
 * fuel colours, compass errors), whose items carry sides, colours and directions (issue 13).
 * Rubrics in the seeded shape, never seeded into a database. Tuning questions since the eighth
 * held-out part replaced the seventh.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const seventhEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-readback-taxi-lima-mike',
    question_name: 'eval.readback.19',
    question:
      'Ground tells you: "Cessna five two seven hotel papa, runway two three, taxi via lima, mike, hold short of runway one one." Read it back.',
    answer:
      'Runway two three, taxi via lima mike, hold short of runway one one, Cessna five two seven hotel papa.',
    subanswers: [
      { subanswer: 'Runway 23 (two three)', points: 1 },
      { subanswer: 'Taxi via Lima, Mike', points: 2 },
      { subanswer: 'Hold short of runway 11 (one one)', points: 2 },
      { subanswer: 'Call sign N527HP (Cessna five two seven hotel papa)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-left-descent-warrior',
    question_name: 'eval.readback.20',
    question:
      'Approach tells you: "Warrior three eight golf, turn left heading one six zero, descend and maintain two thousand." Read it back.',
    answer: 'Left heading one six zero, descend and maintain two thousand, Warrior three eight golf.',
    subanswers: [
      { subanswer: 'Left turn, heading 160 (one six zero)', points: 2 },
      { subanswer: 'Descend to altitude 2,000 (two thousand)', points: 2 },
      { subanswer: 'Call sign (Warrior three eight golf)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-atlanta-squawk',
    question_name: 'eval.readback.21',
    question:
      'Approach tells you: "November four one six delta, contact Atlanta Approach one two one point three five, squawk three four two six." Read it back.',
    answer:
      'Atlanta Approach one two one point three five, squawk three four two six, November four one six delta.',
    subanswers: [
      { subanswer: 'Facility: Atlanta Approach', points: 1 },
      { subanswer: 'Frequency 121.35 (one two one point three five)', points: 2 },
      { subanswer: 'Squawk 3426 (three four two six)', points: 1 },
      { subanswer: 'Call sign N416D (November four one six delta)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-direct-hoops',
    question_name: 'eval.readback.22',
    question:
      'Approach tells you: "November seven two bravo, proceed direct HOOPS, maintain VFR at or above five thousand five hundred." Read it back.',
    answer: 'Direct HOOPS, maintain VFR at or above five thousand five hundred, November seven two bravo.',
    subanswers: [
      { subanswer: 'Direct to HOOPS', points: 2 },
      { subanswer: 'At or above 5,500 (five thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N72B (November seven two bravo)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-knowledge-position-lights',
    question_name: 'eval.knowledge.04',
    question: "What colours are an airplane's position lights, where are they, and when must they be on?",
    answer:
      'Red on the left wingtip, green on the right wingtip, white on the tail; they must be on from sunset to sunrise.',
    subanswers: [
      { subanswer: 'Red light on the left wingtip', points: 1 },
      { subanswer: 'Green light on the right wingtip', points: 1 },
      { subanswer: 'White light on the tail', points: 1 },
      { subanswer: 'On from sunset to sunrise', points: 1 },
    ],
    point_threshold: 3,
    source: '14 CFR 91.209',
  },
  {
    ...base,
    key: 'eval-knowledge-hold-position-markings',
    question_name: 'eval.knowledge.05',
    question:
      'What does a runway holding position marking look like, and what may you do on each side of it?',
    answer:
      'Four yellow lines, two solid and two dashed. On the solid side you stop and hold until ATC clears you onto the runway; from the dashed side you may cross it to exit the runway.',
    subanswers: [
      { subanswer: 'Four yellow lines: two solid and two dashed', points: 1 },
      { subanswer: 'Solid side: stop and hold until ATC clears you onto the runway', points: 2 },
      { subanswer: 'Dashed side: may cross the marking to exit the runway', points: 1 },
    ],
    point_threshold: 3,
    source: 'AIM 2-3-5',
  },
  {
    ...base,
    key: 'eval-knowledge-stall-recovery',
    question_name: 'eval.knowledge.06',
    question: 'How do you recover from a stall?',
    answer:
      'Reduce the angle of attack (lower the nose, release back pressure), level the wings, add power as needed, and return to level flight or a climb without a secondary stall.',
    subanswers: [
      { subanswer: 'Reduce the angle of attack (lower the nose / release back pressure)', points: 2 },
      { subanswer: 'Level the wings', points: 1 },
      { subanswer: 'Add power (full power as appropriate)', points: 1 },
      { subanswer: 'Return to level flight or a climb without a secondary stall', points: 1 },
    ],
    point_threshold: 4,
    source: 'Airplane Flying Handbook ch. 5',
  },
  {
    ...base,
    key: 'eval-knowledge-fuel-grades',
    question_name: 'eval.knowledge.07',
    question: 'What colours identify 100LL avgas, grade 100 avgas and jet fuel, and why does it matter?',
    answer:
      '100LL is blue, grade 100 is green, Jet A is clear or straw-coloured; jet fuel in a piston engine can cause detonation and engine failure.',
    subanswers: [
      { subanswer: '100LL is blue', points: 1 },
      { subanswer: 'Grade 100 is green', points: 1 },
      { subanswer: 'Jet A is clear or straw-coloured', points: 1 },
      { subanswer: 'Jet fuel in a piston engine can cause engine failure', points: 1 },
    ],
    point_threshold: 3,
    source: 'PHAK ch. 7',
  },
  {
    ...base,
    key: 'eval-knowledge-compass-errors',
    question_name: 'eval.knowledge.08',
    question: "Describe the magnetic compass's acceleration and turning errors in the northern hemisphere.",
    answer:
      'On an east or west heading, accelerating turns the compass toward north and decelerating toward south. Turning from a northerly heading it lags; turning from a southerly heading it leads.',
    subanswers: [
      { subanswer: 'Accelerating on an east or west heading: turns toward north', points: 1 },
      { subanswer: 'Decelerating: turns toward south', points: 1 },
      { subanswer: 'Turning from a northerly heading: the compass lags', points: 1 },
      { subanswer: 'Turning from a southerly heading: the compass leads', points: 1 },
    ],
    point_threshold: 3,
    source: 'PHAK ch. 8',
  },
];
