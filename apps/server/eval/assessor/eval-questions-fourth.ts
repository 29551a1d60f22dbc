import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only readback rubrics written with the fourth held-out part (2026-11-27), before that
 * day's assessor changes: clearances the seeded course does not have, so that the held-out part
 * asks the assessor about taxiways, phonetic suffixes, fixes, sides and limits it was never tuned
 * on (issue 13). Rubrics in the seeded shape, never seeded into a database.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const fourthEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-readback-taxi-delta-echo',
    question_name: 'eval.readback.03',
    question:
      'Ground tells you: "Cessna two one niner echo tango, runway one niner, taxi via delta, echo, hold short of runway two four." Read it back.',
    answer:
      'Runway one niner, taxi via delta echo, hold short of runway two four, Cessna two one niner echo tango.',
    subanswers: [
      { subanswer: 'Runway 19 (one niner)', points: 1 },
      { subanswer: 'Taxi via Delta, Echo', points: 2 },
      { subanswer: 'Hold short of runway 24 (two four)', points: 2 },
      { subanswer: 'Call sign N219ET (Cessna two one niner echo tango)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-right-descent',
    question_name: 'eval.readback.04',
    question:
      'Approach tells you: "November seven eight niner charlie papa, turn right heading zero niner zero, descend and maintain two thousand five hundred." Read it back.',
    answer:
      'Right heading zero niner zero, descend and maintain two thousand five hundred, November seven eight niner charlie papa.',
    subanswers: [
      { subanswer: 'Right turn, heading 090 (zero niner zero)', points: 2 },
      { subanswer: 'Altitude 2,500 (two thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N789CP (November seven eight niner charlie papa)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-squawk-altimeter',
    question_name: 'eval.readback.05',
    question:
      'Departure tells you: "November five five hotel, squawk two four one seven, Boston altimeter two niner eight seven." Read it back.',
    answer: 'Squawk two four one seven, altimeter two niner eight seven, November five five hotel.',
    subanswers: [
      { subanswer: 'Squawk 2417 (two four one seven)', points: 2 },
      { subanswer: 'Altimeter 29.87 (two niner eight seven)', points: 1 },
      { subanswer: 'Call sign N55H (November five five hotel)', points: 1 },
    ],
    point_threshold: 4,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-hold-short-taxiway',
    question_name: 'eval.readback.06',
    question:
      'Ground tells you: "Cherokee eight six two tango, runway one eight, taxi via hotel, hold short of taxiway golf." Read it back.',
    answer: 'Runway one eight, taxi via hotel, hold short of taxiway golf, Cherokee eight six two tango.',
    subanswers: [
      { subanswer: 'Runway 18 (one eight)', points: 1 },
      { subanswer: 'Via taxiway Hotel', points: 1 },
      { subanswer: 'Hold short of taxiway Golf', points: 2 },
      { subanswer: 'Call sign (Cherokee eight six two tango)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-below-fix',
    question_name: 'eval.readback.07',
    question:
      'Approach tells you: "November three three sierra, proceed direct BOSCO, maintain VFR at or below three thousand five hundred." Read it back.',
    answer:
      'Direct BOSCO, maintain VFR at or below three thousand five hundred, November three three sierra.',
    subanswers: [
      { subanswer: 'Direct to BOSCO', points: 2 },
      { subanswer: 'At or below 3,500 (three thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N33S (November three three sierra)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-left-base',
    question_name: 'eval.readback.08',
    question:
      'Tower tells you: "Skylane six niner whiskey, make left base runway two eight, report two mile final." Read it back.',
    answer: 'Left base runway two eight, report two mile final, Skylane six niner whiskey.',
    subanswers: [
      { subanswer: 'Left base', points: 1 },
      { subanswer: 'Runway 28 (two eight)', points: 2 },
      { subanswer: 'Report two mile final', points: 1 },
      { subanswer: 'Call sign (Skylane six niner whiskey)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-3-3',
  },
];
