import type { SeedQuestion } from '../content.types';

/** Operating rules, aircraft documents, equipment and inspections (14 CFR Part 91). */
export const regulationsOperationsQuestions: SeedQuestion[] = [
  {
    key: 'regs-vfr-fuel',
    question_name: 'ppl.regulations.09',
    question: 'What fuel reserve does a VFR flight in an airplane require?',
    answer:
      'Enough fuel, considering wind and forecast weather, to fly to the first point of intended landing and then, at normal cruising speed, for at least 30 more minutes during the day or 45 minutes at night.',
    subanswers: [
      { subanswer: 'Enough fuel to reach the first point of intended landing', points: 1 },
      { subanswer: 'Plus 30 minutes at normal cruise by day', points: 2 },
      { subanswer: 'Plus 45 minutes at night', points: 2 },
    ],
    point_threshold: 4,
    contexts: ['These are legal minimums; many pilots plan a personal minimum of an hour on landing.'],
    examples: [
      {
        example:
          'Enough to get to my first planned landing plus thirty minutes in the day, forty-five at night, at normal cruise.',
        reasoning: 'Both reserves and the reference point.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Enough to get to my first planned landing' },
          { subanswer_index: 1, label: true, evidence: 'plus thirty minutes in the day' },
          { subanswer_index: 2, label: true, evidence: 'forty-five at night' },
        ],
      },
      {
        example: 'Forty-five minutes day and night.',
        reasoning:
          '45 minutes is the IFR reserve; VFR by day needs 30 minutes, and the destination reference is missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'Forty-five minutes day and night' },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.151(a)',
  },
  {
    key: 'regs-right-of-way-converging',
    question_name: 'ppl.regulations.10',
    question:
      'Two aircraft are converging at about the same altitude. How do the right-of-way rules decide who gives way?',
    answer:
      'An aircraft in distress has the right-of-way over all others. Between categories, the less maneuverable one has it: a balloon over everything, then a glider, then an airship, over airplanes and rotorcraft; an aircraft towing or refueling another has the right-of-way over other engine-driven aircraft. Between aircraft of the same category, the one on the right has the right-of-way.',
    subanswers: [
      { subanswer: 'Aircraft in distress has the right-of-way over all', points: 1 },
      {
        subanswer: 'Less maneuverable category first: balloon, glider, airship, then airplane/rotorcraft',
        points: 2,
      },
      { subanswer: 'Aircraft towing or refueling has it over other engine-driven aircraft', points: 1 },
      { subanswer: 'Same category: the aircraft on the right has the right-of-way', points: 2 },
    ],
    point_threshold: 4,
    contexts: ['Whatever the rule, every pilot must keep a lookout to see and avoid other aircraft.'],
    examples: [
      {
        example:
          'Anyone in distress goes first. Then the least maneuverable: balloons, then gliders, then airships, then us. Someone towing has it over other powered aircraft. If it is the same kind of aircraft, whoever is on the right has the right-of-way.',
        reasoning: 'All rules, in order.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Anyone in distress goes first' },
          { subanswer_index: 1, label: true, evidence: 'balloons, then gliders, then airships, then us' },
          { subanswer_index: 2, label: true, evidence: 'Someone towing has it over other powered aircraft' },
          { subanswer_index: 3, label: true, evidence: 'whoever is on the right has the right-of-way' },
        ],
      },
      {
        example: 'The faster aircraft has the right-of-way, and if they are the same, the one on the left.',
        reasoning: 'Both rules are wrong.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.113(c), (d)',
  },
  {
    key: 'regs-right-of-way-head-on',
    question_name: 'ppl.regulations.11',
    question:
      'What do the right-of-way rules say about head-on approaches, overtaking, and aircraft landing?',
    answer:
      'Head-on: each pilot alters course to the right. Overtaking: the aircraft being overtaken has the right-of-way, and the overtaking aircraft passes well clear on the right. Landing: aircraft on final or landing have the right-of-way over aircraft in flight or on the surface; of two aircraft approaching to land, the lower one has it, but may not use that to cut in front of or overtake an aircraft on final.',
    subanswers: [
      { subanswer: 'Head-on: both turn right', points: 1 },
      { subanswer: 'Overtaking: the overtaken aircraft has the right-of-way; pass on the right', points: 1 },
      { subanswer: 'Aircraft landing or on final have the right-of-way', points: 1 },
      { subanswer: 'Lower aircraft has it, but may not cut in front of one on final', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'A landing aircraft may not use its right-of-way to force off the runway an aircraft that has landed and is clearing it.',
    ],
    examples: [
      {
        example:
          'Head-on, we both turn right. If I am overtaking, the other guy has the right-of-way and I pass on his right. Landing aircraft have priority, and the lower one has it but cannot cut someone off on final.',
        reasoning: 'All four rules.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Head-on, we both turn right' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'the other guy has the right-of-way and I pass on his right',
          },
          { subanswer_index: 2, label: true, evidence: 'Landing aircraft have priority' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'the lower one has it but cannot cut someone off on final',
          },
        ],
      },
      {
        example: 'Head-on you both turn left, and when overtaking you pass on the left like in a car.',
        reasoning: 'Directions are reversed; landing rules missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.113(e), (f), (g)',
  },
  {
    key: 'regs-minimum-safe-altitudes',
    question_name: 'ppl.regulations.12',
    question: 'What minimum safe altitudes does 14 CFR 91.119 require, other than for takeoff and landing?',
    answer:
      'Anywhere: an altitude that allows an emergency landing without undue hazard to people or property if the engine fails. Over congested areas or open-air assemblies: 1,000 feet above the highest obstacle within a horizontal radius of 2,000 feet. Elsewhere: 500 feet above the surface, and over open water or sparsely populated areas no closer than 500 feet to any person, vessel, vehicle or structure.',
    subanswers: [
      { subanswer: 'Anywhere: high enough for an emergency landing without undue hazard', points: 1 },
      { subanswer: 'Congested areas: 1,000 feet above the highest obstacle', points: 1 },
      { subanswer: 'Within a 2,000-foot horizontal radius', points: 1 },
      { subanswer: 'Other than congested: 500 feet above the surface', points: 1 },
      {
        subanswer: 'Open water / sparsely populated: 500 feet from any person, vessel, vehicle or structure',
        points: 1,
      },
    ],
    point_threshold: 4,
    contexts: [
      'Helicopters may fly below the congested and other-than-congested minimums when this creates no hazard to people or property on the surface.',
    ],
    examples: [
      {
        example:
          'Always high enough to glide to an emergency landing without hurting anyone. Over a city, a thousand feet above the highest obstacle within two thousand feet. Elsewhere five hundred feet above the ground, and over open water or sparse areas, five hundred feet from any person, vessel, vehicle or structure.',
        reasoning: 'Complete.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'high enough to glide to an emergency landing without hurting anyone',
          },
          { subanswer_index: 1, label: true, evidence: 'a thousand feet above the highest obstacle' },
          { subanswer_index: 2, label: true, evidence: 'within two thousand feet' },
          { subanswer_index: 3, label: true, evidence: 'five hundred feet above the ground' },
          {
            subanswer_index: 4,
            label: true,
            evidence: 'five hundred feet from any person, vessel, vehicle or structure',
          },
        ],
      },
      {
        example: 'A thousand feet over cities and five hundred feet everywhere else.',
        reasoning:
          'Right numbers but missing the emergency landing rule, the obstacle radius and the sparse-area rule.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'A thousand feet over cities' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'five hundred feet everywhere else' },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.119',
  },
  {
    key: 'regs-supplemental-oxygen',
    question_name: 'ppl.regulations.13',
    question: 'When is supplemental oxygen required in an unpressurized airplane?',
    answer:
      'Above 12,500 feet MSL up to and including 14,000 feet MSL, the required crew must use oxygen for any part of the flight at those altitudes lasting more than 30 minutes. Above 14,000 feet MSL, the required crew must use it the entire time. Above 15,000 feet MSL, every occupant must be provided with oxygen.',
    subanswers: [
      { subanswer: 'Above 12,500 to 14,000 MSL: crew after 30 minutes', points: 2 },
      { subanswer: 'Above 14,000 MSL: crew at all times', points: 2 },
      { subanswer: 'Above 15,000 MSL: oxygen provided to every occupant', points: 2 },
    ],
    point_threshold: 6,
    contexts: [
      'The altitudes are cabin pressure altitudes; hypoxia can begin well below them, especially at night.',
    ],
    examples: [
      {
        example:
          'Above twelve-five up to fourteen thousand the crew needs it after thirty minutes, above fourteen the crew uses it the whole time, and above fifteen thousand everyone has to be provided oxygen.',
        reasoning: 'All three tiers.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'Above twelve-five up to fourteen thousand the crew needs it after thirty minutes',
          },
          { subanswer_index: 1, label: true, evidence: 'above fourteen the crew uses it the whole time' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'above fifteen thousand everyone has to be provided oxygen',
          },
        ],
      },
      {
        example: 'Above ten thousand feet for everybody.',
        reasoning: 'Not the regulatory thresholds.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.211(a)',
  },
  {
    key: 'regs-aircraft-documents',
    question_name: 'ppl.regulations.14',
    question: 'Which documents must be on board the airplane for a flight?',
    answer:
      'The airworthiness certificate (displayed so passengers or crew can read it), the registration certificate, the operating limitations in the approved flight manual or POH with its placards and markings, and the current weight and balance data. A radio station license is needed only for international flights. The memory aid is ARROW.',
    subanswers: [
      { subanswer: 'Airworthiness certificate', points: 1 },
      { subanswer: 'Registration certificate', points: 1 },
      { subanswer: 'Operating limitations (AFM/POH, placards, markings)', points: 1 },
      { subanswer: 'Weight and balance data', points: 1 },
      { subanswer: 'Radio station license only for international flights', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'The airworthiness certificate remains valid as long as maintenance and inspections are done as required.',
    ],
    examples: [
      {
        example:
          'ARROW: airworthiness certificate, registration, radio station license if I am going international, operating limitations like the POH, and weight and balance.',
        reasoning: 'All five items.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'airworthiness certificate' },
          { subanswer_index: 1, label: true, evidence: 'registration' },
          { subanswer_index: 2, label: true, evidence: 'operating limitations like the POH' },
          { subanswer_index: 3, label: true, evidence: 'weight and balance' },
          { subanswer_index: 4, label: true, evidence: 'radio station license if I am going international' },
        ],
      },
      {
        example: 'The registration, the insurance card and the maintenance logbooks.',
        reasoning: 'Only registration is required on board; insurance and logbooks are not.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'The registration' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.203; 14 CFR 91.9',
  },
  {
    key: 'regs-vfr-day-equipment',
    question_name: 'ppl.regulations.15',
    question: 'What instruments and equipment does 14 CFR 91.205 require for VFR flight during the day?',
    answer:
      'Airspeed indicator, altimeter, magnetic compass; tachometer for each engine, oil pressure gauge, oil temperature gauge for air-cooled engines (temperature gauge for liquid-cooled), manifold pressure gauge for altitude engines; fuel quantity gauge for each tank; landing gear position indicator if retractable; anticollision lights on airplanes certificated after March 11, 1996; seat belts (and front-seat shoulder harnesses on airplanes built after July 1978); and an ELT if 91.207 requires one.',
    subanswers: [
      { subanswer: 'Airspeed indicator, altimeter and magnetic compass', points: 2 },
      {
        subanswer: 'Engine instruments: tachometer, oil pressure, oil/coolant temperature, manifold pressure',
        points: 1,
      },
      { subanswer: 'Fuel quantity gauge for each tank', points: 1 },
      { subanswer: 'Anticollision lights (certificated after March 11, 1996) and ELT', points: 1 },
      { subanswer: 'Seat belts (and shoulder harnesses), gear position indicator if retractable', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Memory aid: A TOMATO FLAMES. For flight for hire over water beyond gliding distance from shore, flotation gear and a pyrotechnic signal are added.',
    ],
    examples: [
      {
        example:
          'A TOMATO FLAMES: altimeter, tachometer, oil pressure, manifold pressure, airspeed indicator, temperature gauges, oil temperature, fuel gauges, landing gear indicator, anticollision lights, magnetic compass, ELT and seat belts.',
        reasoning: 'Full list.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'airspeed indicator' },
          { subanswer_index: 1, label: true, evidence: 'tachometer, oil pressure, manifold pressure' },
          { subanswer_index: 2, label: true, evidence: 'fuel gauges' },
          { subanswer_index: 3, label: true, evidence: 'anticollision lights' },
          { subanswer_index: 4, label: true, evidence: 'seat belts' },
        ],
      },
      {
        example: 'Airspeed, altimeter, compass, and a working radio and transponder.',
        reasoning:
          'Flight instruments right, but no engine instruments or fuel gauges; radio and transponder are not 91.205 day VFR items.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Airspeed, altimeter, compass' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.205(b)',
  },
  {
    key: 'regs-inspections',
    question_name: 'ppl.regulations.16',
    question:
      'What inspections keep an airplane legal for VFR flight, and when is a 100-hour inspection required?',
    answer:
      'An annual inspection within the preceding 12 calendar months. A 100-hour inspection is also required if the airplane carries anyone other than crew for hire, or is provided by the person giving flight instruction for hire. The 100-hour limit may be exceeded by up to 10 hours only to reach a place where the inspection can be done, and the excess counts toward the next 100 hours. A transponder in use must also have been inspected within the preceding 24 calendar months.',
    subanswers: [
      { subanswer: 'Annual inspection within the preceding 12 calendar months', points: 2 },
      {
        subanswer:
          '100-hour when carrying people for hire or for flight instruction for hire in an aircraft the instructor provides',
        points: 2,
      },
      {
        subanswer: 'May overfly the 100 hours by up to 10 hours only to reach an inspection place',
        points: 1,
      },
      { subanswer: 'Transponder inspection every 24 calendar months', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'An annual inspection also satisfies a 100-hour requirement, but not the other way around.',
      'ELTs have their own 12-calendar-month inspection (91.207).',
    ],
    examples: [
      {
        example:
          'An annual every twelve calendar months. If it carries passengers for hire, or the school provides it for lessons for hire, it needs a 100-hour too, and you can go up to ten hours over only to get to the inspection. The transponder needs a check every twenty-four calendar months.',
        reasoning: 'All elements.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'An annual every twelve calendar months' },
          {
            subanswer_index: 1,
            label: true,
            evidence:
              'If it carries passengers for hire, or the school provides it for lessons for hire, it needs a 100-hour',
          },
          { subanswer_index: 2, label: true, evidence: 'up to ten hours over only to get to the inspection' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'The transponder needs a check every twenty-four calendar months',
          },
        ],
      },
      {
        example: 'Every airplane needs a 100-hour inspection and an annual.',
        reasoning: 'The 100-hour applies only to aircraft used for hire or instruction for hire.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'an annual' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.409; 14 CFR 91.413',
  },
];
