import type { SeedQuestion } from '../content.types';

/** Density altitude, pressure altitude, weight and balance. */
export const performanceQuestions: SeedQuestion[] = [
  {
    key: 'perf-density-altitude-factors',
    question_name: 'ppl.performance.01',
    question: 'What is density altitude, and what makes it higher?',
    answer:
      'Density altitude is pressure altitude corrected for non-standard temperature: the altitude in the standard atmosphere where the air would have the same density. It rises with higher elevation (lower pressure), higher temperature and higher humidity, all of which make the air less dense.',
    subanswers: [
      { subanswer: 'Pressure altitude corrected for non-standard temperature', points: 2 },
      { subanswer: 'Higher elevation / lower pressure raises it', points: 1 },
      { subanswer: 'Higher temperature raises it', points: 1 },
      { subanswer: 'Higher humidity raises it', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Standard atmosphere at sea level is 15 °C and 29.92 inches of mercury; temperature falls about 2 °C per 1,000 feet.',
    ],
    examples: [
      {
        example:
          'It is pressure altitude corrected for non-standard temperature. High, hot and humid conditions all push it up.',
        reasoning: 'Definition and all three factors.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'pressure altitude corrected for non-standard temperature',
          },
          { subanswer_index: 1, label: true, evidence: 'High' },
          { subanswer_index: 2, label: true, evidence: 'hot' },
          { subanswer_index: 3, label: true, evidence: 'humid' },
        ],
      },
      {
        example: 'It is the altitude above the ground, and cold weather makes it higher.',
        reasoning: 'Wrong definition and the temperature effect is reversed.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 11 Aircraft Performance',
  },
  {
    key: 'perf-density-altitude-effects',
    question_name: 'ppl.performance.02',
    question: 'How does a high density altitude affect your airplane?',
    answer:
      'A normally aspirated engine makes less power, the propeller produces less thrust, and the wing needs a higher true airspeed to make the same lift (the indicated speeds stay the same). The result is a longer takeoff roll and landing distance and a lower rate of climb.',
    subanswers: [
      { subanswer: 'Less engine power', points: 1 },
      { subanswer: 'Less propeller efficiency / thrust', points: 1 },
      { subanswer: 'Less lift: higher true airspeed needed for the same indicated airspeed', points: 1 },
      { subanswer: 'Longer takeoff and landing distances, reduced climb rate', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'Leaning the mixture for best power before a high density altitude takeoff is often called for; check the POH.',
    ],
    examples: [
      {
        example:
          'The engine puts out less power, the prop bites less air, and the wing needs more true airspeed, so I use more runway and climb slower.',
        reasoning: 'All effects.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'The engine puts out less power' },
          { subanswer_index: 1, label: true, evidence: 'the prop bites less air' },
          { subanswer_index: 2, label: true, evidence: 'the wing needs more true airspeed' },
          { subanswer_index: 3, label: true, evidence: 'I use more runway and climb slower' },
        ],
      },
      {
        example: 'Performance is worse, so I need to rotate at a higher indicated airspeed.',
        reasoning: 'Indicated rotation speed stays the same; no specific effects named.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 11 Aircraft Performance',
  },
  {
    key: 'perf-pressure-altitude',
    question_name: 'ppl.performance.03',
    question:
      'Field elevation is 1,000 feet and the altimeter setting is 30.12. What is the pressure altitude?',
    answer:
      'Pressure altitude is the altitude read with 29.92 set. Using about 1,000 feet per inch: (29.92 − 30.12) × 1,000 = −200 feet, so the pressure altitude is 1,000 − 200 = 800 feet.',
    subanswers: [
      { subanswer: 'Referenced to the standard 29.92 setting', points: 1 },
      { subanswer: 'Correction (29.92 − 30.12) × 1,000 = −200 feet', points: 1 },
      { subanswer: 'Pressure altitude 800 feet', points: 2 },
    ],
    point_threshold: 3,
    contexts: ['On the ground you can also just set 29.92 in the Kollsman window and read the altimeter.'],
    examples: [
      {
        example:
          'Twenty-nine ninety-two minus thirty twelve is minus point two, times a thousand is minus two hundred, so eight hundred feet.',
        reasoning: 'Correct method and answer.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Twenty-nine ninety-two minus thirty twelve' },
          { subanswer_index: 1, label: true, evidence: 'times a thousand is minus two hundred' },
          { subanswer_index: 2, label: true, evidence: 'eight hundred feet' },
        ],
      },
      {
        example: 'The setting is higher than standard, so I add two hundred: twelve hundred feet.',
        reasoning:
          'Sign error: a higher-than-standard setting gives a pressure altitude below field elevation.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 8 Flight Instruments',
  },
  {
    key: 'perf-cg-effects',
    question_name: 'ppl.performance.04',
    question: 'How does a forward center of gravity compare with an aft one in flight?',
    answer:
      'Forward CG: the tail must push down harder, so the wing flies at a higher angle of attack; stall speed is higher, cruise is slower, the airplane is more stable, and elevator forces are heavier, making the flare harder. Aft CG: lower stall speed and faster cruise, but less stability and more difficult stall and spin recovery; beyond the aft limit the airplane may become uncontrollable.',
    subanswers: [
      { subanswer: 'Forward CG: higher stall speed, slower cruise', points: 2 },
      { subanswer: 'Forward CG: more stable, heavier elevator forces, harder to flare', points: 1 },
      { subanswer: 'Aft CG: less stable, harder stall/spin recovery', points: 2 },
      { subanswer: 'Aft CG: lower stall speed, faster cruise', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Both limits matter: forward limits come from elevator authority for landing, aft limits from stability and recovery.',
    ],
    examples: [
      {
        example:
          'Forward CG means a higher stall speed and slower cruise, but it is very stable and heavy in pitch, harder to flare. Aft CG stalls slower and cruises faster, but it is less stable and stall or spin recovery is harder.',
        reasoning: 'Both sides.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'Forward CG means a higher stall speed and slower cruise',
          },
          { subanswer_index: 1, label: true, evidence: 'very stable and heavy in pitch, harder to flare' },
          { subanswer_index: 2, label: true, evidence: 'less stable and stall or spin recovery is harder' },
          { subanswer_index: 3, label: true, evidence: 'Aft CG stalls slower and cruises faster' },
        ],
      },
      {
        example: 'Forward CG stalls at a lower speed and aft CG is more stable.',
        reasoning: 'Both statements are reversed.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 10 Weight and Balance',
  },
  {
    key: 'perf-cg-computation',
    question_name: 'ppl.performance.05',
    question:
      'How do you compute the center of gravity, and what weights do you use for avgas and engine oil?',
    answer:
      'Multiply each weight by its arm to get its moment, add up the weights and the moments, and divide the total moment by the total weight to get the CG, then check it against the envelope in the POH. Avgas weighs 6 pounds per gallon and oil 7.5 pounds per gallon.',
    subanswers: [
      { subanswer: 'Moment = weight × arm', points: 1 },
      { subanswer: 'CG = total moment ÷ total weight', points: 2 },
      { subanswer: 'Avgas 6 pounds per gallon', points: 1 },
      { subanswer: 'Oil 7.5 pounds per gallon', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['Arms are measured from the datum chosen by the manufacturer; a positive arm is aft of it.'],
    examples: [
      {
        example:
          'Weight times arm gives the moment for each item. Add the weights, add the moments, and divide total moment by total weight. Avgas is six pounds a gallon, oil is seven and a half.',
        reasoning: 'Complete.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Weight times arm gives the moment' },
          { subanswer_index: 1, label: true, evidence: 'divide total moment by total weight' },
          { subanswer_index: 2, label: true, evidence: 'Avgas is six pounds a gallon' },
          { subanswer_index: 3, label: true, evidence: 'oil is seven and a half' },
        ],
      },
      {
        example: 'Divide the total weight by the total moment. Fuel is about eight pounds per gallon.',
        reasoning: 'Division is inverted and the fuel weight is wrong (8.35 is water).',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 10 Weight and Balance',
  },
];
