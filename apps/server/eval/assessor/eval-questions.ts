import type { SeedQuestion } from '../../src/db/seed/content/content.types';
import { eighthEvalQuestions } from './eval-questions-eighth';
import { fifthEvalQuestions } from './eval-questions-fifth';
import { fourthEvalQuestions } from './eval-questions-fourth';
import { seventhEvalQuestions } from './eval-questions-seventh';
import { sixthEvalQuestions } from './eval-questions-sixth';
import { tuningEvalQuestions } from './eval-questions-tuning';

/**
 * Questions that exist only for the evaluation: the seeded course has no hemispheric cruising
 * altitude question and only one single-taxiway taxi clearance, and the assessor must keep
 * odd / even and several taxiway letters apart (issue 13). They are rubrics in the seeded shape,
 * never seeded into a database.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const evalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-vfr-cruising-east',
    question_name: 'eval.cruising.01',
    question:
      'You are flying VFR more than 3,000 feet above the surface on a magnetic course of 090. What cruising altitudes may you choose?',
    answer:
      'An odd thousand plus 500 feet MSL (3,500, 5,500, 7,500), because the magnetic course is 0 to 179.',
    subanswers: [
      { subanswer: 'Odd thousands plus 500 feet', points: 2 },
      { subanswer: 'Magnetic course 0 to 179 degrees (east)', points: 1 },
    ],
    point_threshold: 2,
    source: '14 CFR 91.159',
  },
  {
    ...base,
    key: 'eval-vfr-cruising-west',
    question_name: 'eval.cruising.02',
    question:
      'You are flying VFR more than 3,000 feet above the surface on a magnetic course of 270. What cruising altitudes may you choose?',
    answer:
      'An even thousand plus 500 feet MSL (4,500, 6,500, 8,500), because the magnetic course is 180 to 359.',
    subanswers: [
      { subanswer: 'Even thousands plus 500 feet', points: 2 },
      { subanswer: 'Magnetic course 180 to 359 degrees (west)', points: 1 },
    ],
    point_threshold: 2,
    source: '14 CFR 91.159',
  },
  {
    ...base,
    key: 'eval-readback-taxi-two-taxiways',
    question_name: 'eval.readback.01',
    question:
      'Ground tells you: "Cessna one two three alpha bravo, runway three one, taxi via kilo, golf, hold short of runway two two." Read it back.',
    answer:
      'Runway three one, taxi via kilo golf, hold short of runway two two, Cessna one two three alpha bravo.',
    subanswers: [
      { subanswer: 'Runway 31 (three one)', points: 1 },
      { subanswer: 'Taxi via Kilo, Golf', points: 2 },
      { subanswer: 'Hold short of runway 22 (two two)', points: 2 },
      { subanswer: 'Call sign N123AB (Cessna one two three alpha bravo)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-direct-fix',
    question_name: 'eval.readback.02',
    question:
      'Approach tells you: "November six one echo, proceed direct to the MERIT intersection, maintain VFR at or above four thousand five hundred." Read it back.',
    answer: 'Direct MERIT, maintain VFR at or above four thousand five hundred, November six one echo.',
    subanswers: [
      { subanswer: 'Direct to the MERIT intersection', points: 2 },
      { subanswer: 'At or above 4,500 (four thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N61E (November six one echo)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  ...fourthEvalQuestions,
  ...fifthEvalQuestions,
  ...sixthEvalQuestions,
  ...seventhEvalQuestions,
  ...eighthEvalQuestions,
  ...tuningEvalQuestions,
];
