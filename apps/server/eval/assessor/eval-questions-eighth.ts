import type { SeedQuestion } from '../../src/db/seed/content/content.types';

/**
 * Eval-only rubrics written with the eighth held-out part (2026-11-28), before round 8's assessor
 * changes and before the assessor was run on them: four clearances with taxiway letters, callsign
 * suffixes, a fix, sides and numbers the assessor was never tuned on, and six knowledge rubrics
 * nobody wrote a rule for (the standard atmosphere, spin recovery, microbursts, night vision,
 * pitot-static blockages, BasicMed), whose items carry values in several units, directions and
 * sides (issue 13). Rubrics in the seeded shape, never seeded into a database.
 */
const base = { contexts: [], examples: [], difficulty: 2 as const };

export const eighthEvalQuestions: SeedQuestion[] = [
  {
    ...base,
    key: 'eval-readback-taxi-foxtrot-whiskey',
    question_name: 'eval.readback.23',
    question:
      'Ground tells you: "Cessna eight four one zulu romeo, runway one five, taxi via foxtrot, whiskey, hold short of runway three three." Read it back.',
    answer:
      'Runway one five, taxi via foxtrot whiskey, hold short of runway three three, Cessna eight four one zulu romeo.',
    subanswers: [
      { subanswer: 'Runway 15 (one five)', points: 1 },
      { subanswer: 'Taxi via Foxtrot, Whiskey', points: 2 },
      { subanswer: 'Hold short of runway 33 (three three)', points: 2 },
      { subanswer: 'Call sign N841ZR (Cessna eight four one zulu romeo)', points: 1 },
    ],
    point_threshold: 6,
    source: 'AIM 4-3-18',
  },
  {
    ...base,
    key: 'eval-readback-right-climb-mooney',
    question_name: 'eval.readback.24',
    question:
      'Departure tells you: "Mooney six five seven, turn right heading two four zero, climb and maintain seven thousand five hundred." Read it back.',
    answer:
      'Right heading two four zero, climb and maintain seven thousand five hundred, Mooney six five seven.',
    subanswers: [
      { subanswer: 'Right turn, heading 240 (two four zero)', points: 2 },
      { subanswer: 'Climb to altitude 7,500 (seven thousand five hundred)', points: 2 },
      { subanswer: 'Call sign (Mooney six five seven)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-readback-houston-squawk',
    question_name: 'eval.readback.25',
    question:
      'Center tells you: "November three eight two echo, contact Houston Center one three four point seven five, squawk four seven one six." Read it back.',
    answer:
      'Houston Center one three four point seven five, squawk four seven one six, November three eight two echo.',
    subanswers: [
      { subanswer: 'Facility: Houston Center', points: 1 },
      { subanswer: 'Frequency 134.75 (one three four point seven five)', points: 2 },
      { subanswer: 'Squawk 4716 (four seven one six)', points: 1 },
      { subanswer: 'Call sign N382E (November three eight two echo)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-2-3',
  },
  {
    ...base,
    key: 'eval-readback-direct-kilts',
    question_name: 'eval.readback.26',
    question:
      'Approach tells you: "November five four yankee, proceed direct KILTS, maintain VFR at or below six thousand five hundred." Read it back.',
    answer: 'Direct KILTS, maintain VFR at or below six thousand five hundred, November five four yankee.',
    subanswers: [
      { subanswer: 'Direct to KILTS', points: 2 },
      { subanswer: 'At or below 6,500 (six thousand five hundred)', points: 2 },
      { subanswer: 'Call sign N54Y (November five four yankee)', points: 1 },
    ],
    point_threshold: 5,
    source: 'AIM 4-4-7',
  },
  {
    ...base,
    key: 'eval-knowledge-standard-atmosphere',
    question_name: 'eval.knowledge.09',
    question:
      'What are the standard sea-level conditions, and how do temperature and pressure change as you climb?',
    answer:
      'At sea level 15 °C (59 °F) and 29.92 inches of mercury (1013.2 hPa); temperature falls about 2 °C per 1,000 feet and pressure about 1 inch of mercury per 1,000 feet.',
    subanswers: [
      { subanswer: 'Sea-level temperature 15 °C (59 °F)', points: 1 },
      { subanswer: 'Sea-level pressure 29.92 inches of mercury (1013.2 hPa)', points: 1 },
      { subanswer: 'Temperature decreases about 2 °C per 1,000 feet', points: 1 },
      { subanswer: 'Pressure decreases about 1 inch of mercury per 1,000 feet', points: 1 },
    ],
    point_threshold: 3,
    source: 'PHAK ch. 4',
  },
  {
    ...base,
    key: 'eval-knowledge-spin-recovery',
    question_name: 'eval.knowledge.10',
    question: 'Absent other guidance in the POH, how do you recover from a spin?',
    answer:
      'Power to idle, ailerons neutral, full rudder opposite the rotation, elevator briskly forward to break the stall, then neutralize the rudder when the rotation stops and recover from the dive.',
    subanswers: [
      { subanswer: 'Power to idle', points: 1 },
      { subanswer: 'Ailerons neutral', points: 1 },
      { subanswer: 'Full rudder opposite the direction of rotation', points: 2 },
      { subanswer: 'Elevator briskly forward to break the stall', points: 1 },
      { subanswer: 'Neutralize the rudder when rotation stops, then recover from the dive', points: 1 },
    ],
    point_threshold: 4,
    source: 'Airplane Flying Handbook ch. 5',
  },
  {
    ...base,
    key: 'eval-knowledge-microburst',
    question_name: 'eval.knowledge.11',
    question:
      'What is a microburst, how big and how strong can it be, and what does it do to an airplane flying through it on approach?',
    answer:
      'A concentrated downdraft under 1 mile across with downdrafts up to 6,000 feet per minute, usually lasting no more than 15 minutes; first a headwind gives a performance gain, then the downdraft and a tailwind a sudden performance loss.',
    subanswers: [
      { subanswer: 'Less than 1 mile in diameter', points: 1 },
      { subanswer: 'Downdrafts up to 6,000 feet per minute', points: 1 },
      { subanswer: 'Usually lasts no more than 15 minutes', points: 1 },
      { subanswer: 'First an increasing headwind: performance gain', points: 1 },
      { subanswer: 'Then downdraft and tailwind: sudden performance loss', points: 2 },
    ],
    point_threshold: 4,
    source: 'AIM 7-1-24',
  },
  {
    ...base,
    key: 'eval-knowledge-night-vision',
    question_name: 'eval.knowledge.12',
    question: 'How do you protect and use your night vision?',
    answer:
      'Let the eyes adapt to the dark for about 30 minutes, avoid bright white light (dim red light keeps adaptation), scan off-center because the center of the eye sees poorly at night, and use oxygen above 5,000 feet at night since a lack of it dims night vision.',
    subanswers: [
      { subanswer: 'Dark adaptation takes about 30 minutes', points: 1 },
      { subanswer: 'Avoid bright white light; dim red light preserves adaptation', points: 1 },
      { subanswer: 'Use off-center viewing (look 5 to 10 degrees to the side)', points: 2 },
      { subanswer: 'Oxygen above 5,000 feet at night', points: 1 },
    ],
    point_threshold: 3,
    source: 'PHAK ch. 17',
  },
  {
    ...base,
    key: 'eval-knowledge-pitot-static-blockage',
    question_name: 'eval.knowledge.13',
    question:
      'What do the instruments show if the pitot tube and its drain hole are blocked, or if the static port is blocked, and what can you do about a blocked static port?',
    answer:
      'With the pitot tube and its drain blocked the airspeed indicator acts like an altimeter, showing a higher airspeed as you climb. A blocked static port freezes the altimeter and holds the vertical speed indicator at zero. Open the alternate static source.',
    subanswers: [
      {
        subanswer:
          'Pitot and drain blocked: airspeed indicator acts like an altimeter, increasing in a climb',
        points: 2,
      },
      { subanswer: 'Static port blocked: altimeter freezes at the altitude of the blockage', points: 1 },
      { subanswer: 'Static port blocked: vertical speed indicator shows zero', points: 1 },
      { subanswer: 'Use the alternate static source', points: 1 },
    ],
    point_threshold: 4,
    source: 'PHAK ch. 8',
  },
  {
    ...base,
    key: 'eval-knowledge-basicmed',
    question_name: 'eval.knowledge.14',
    question: 'What does a pilot need to fly under BasicMed, and what are its limits?',
    answer:
      'A current U.S. driver license, a medical exam by a state-licensed physician every 48 months and the online medical course every 24 calendar months; aircraft of at most 6 seats and 6,000 pounds, below 18,000 feet MSL and at most 250 knots.',
    subanswers: [
      { subanswer: 'Valid U.S. driver license', points: 1 },
      { subanswer: 'Physical exam by a state-licensed physician every 48 months', points: 1 },
      { subanswer: 'Online medical education course every 24 calendar months', points: 1 },
      { subanswer: 'Aircraft with at most 6 seats and 6,000 pounds', points: 1 },
      { subanswer: 'Below 18,000 feet MSL, at most 250 knots', points: 1 },
    ],
    point_threshold: 4,
    source: '14 CFR 61.113(i), 68',
  },
];
