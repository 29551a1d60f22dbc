import type { SeedQuestion } from '../content.types';

/** Aerodynamic limitations: load factor, V-speeds, airspeed markings, turning tendencies, ground effect. */
export const performanceLimitationsQuestions: SeedQuestion[] = [
  {
    key: 'perf-load-factor-stall',
    question_name: 'ppl.performance.06',
    question:
      'In a level, coordinated 60-degree bank turn, what is the load factor and what happens to the stall speed?',
    answer:
      'The load factor is 2 G. Stall speed rises with the square root of the load factor, so it is about 1.41 times the wings-level stall speed, roughly 41 percent higher.',
    subanswers: [
      { subanswer: 'Load factor 2 G', points: 2 },
      { subanswer: 'Stall speed increases with the square root of the load factor', points: 1 },
      { subanswer: 'About 41 percent higher (× 1.41)', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['Light normal category airplanes are typically limited to +3.8 G with flaps up.'],
    examples: [
      {
        example: 'Two Gs. Stall speed goes up by the square root of two, about forty-one percent.',
        reasoning: 'Load factor, rule and value.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Two Gs' },
          { subanswer_index: 1, label: true, evidence: 'by the square root of two' },
          { subanswer_index: 2, label: true, evidence: 'about forty-one percent' },
        ],
      },
      {
        example: 'Two Gs, so the stall speed doubles.',
        reasoning: 'Load factor right, but stall speed scales with the square root, not linearly.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Two Gs' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 5 Aerodynamics of Flight',
  },
  {
    key: 'perf-vx-vy',
    question_name: 'ppl.performance.07',
    question: 'What is the difference between Vx and Vy, and when would you use each?',
    answer:
      'Vx is the best angle of climb speed: the most altitude gained over a given horizontal distance, used to clear obstacles after takeoff. Vy is the best rate of climb speed: the most altitude gained in a given time, used for normal climbs. Vx is lower than Vy.',
    subanswers: [
      { subanswer: 'Vx: best angle, most altitude per distance', points: 2 },
      { subanswer: 'Use Vx to clear obstacles', points: 1 },
      { subanswer: 'Vy: best rate, most altitude per time', points: 2 },
      { subanswer: 'Use Vy for normal climbs', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['As altitude increases Vx increases and Vy decreases; they meet at the absolute ceiling.'],
    examples: [
      {
        example:
          'Vx is best angle, the most height for the distance covered, which I use to get over obstacles. Vy is best rate, the most height per minute, for a normal climb.',
        reasoning: 'Definitions and uses.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'Vx is best angle, the most height for the distance covered',
          },
          { subanswer_index: 1, label: true, evidence: 'to get over obstacles' },
          { subanswer_index: 2, label: true, evidence: 'Vy is best rate, the most height per minute' },
          { subanswer_index: 3, label: true, evidence: 'for a normal climb' },
        ],
      },
      {
        example: 'Vx is best rate and Vy is best angle.',
        reasoning: 'The two are swapped.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 1.2; PHAK (FAA-H-8083-25), Ch. 11 Aircraft Performance',
  },
  {
    key: 'perf-maneuvering-speed',
    question_name: 'ppl.performance.08',
    question: 'What is maneuvering speed, and why does it go down as the airplane gets lighter?',
    answer:
      'Va, design maneuvering speed, is the speed at or below which a single full or abrupt control input should stall the wing before the limit load factor is exceeded; it is also a good speed for turbulence. A lighter airplane is accelerated more easily by the same aerodynamic force, so it reaches the limit load factor at a lower speed, and Va decreases with weight.',
    subanswers: [
      {
        subanswer: 'Below Va, an abrupt full control input should stall the wing before overstressing it',
        points: 2,
      },
      { subanswer: 'Slow to Va (or below) in turbulence', points: 1 },
      { subanswer: 'Va decreases as weight decreases', points: 1 },
      { subanswer: 'A lighter airplane reaches the limit load factor at a lower speed', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Va protects against one full deflection in one axis; rapid alternating or combined inputs can still cause damage.',
    ],
    examples: [
      {
        example:
          'It is the speed where a full abrupt control input will stall the wing before it can overstress the airplane, and it is what I slow to in turbulence. When the airplane is lighter, Va goes down because the same force accelerates a lighter plane more and it hits the G limit sooner.',
        reasoning: 'Definition, use, and the weight effect explained.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'a full abrupt control input will stall the wing before it can overstress the airplane',
          },
          { subanswer_index: 1, label: true, evidence: 'what I slow to in turbulence' },
          { subanswer_index: 2, label: true, evidence: 'When the airplane is lighter, Va goes down' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'accelerates a lighter plane more and it hits the G limit sooner',
          },
        ],
      },
      {
        example: 'It is the maximum speed for using the flaps, and it goes up when you are lighter.',
        reasoning: 'Confuses Va with Vfe and gets the weight effect backwards.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 3,
    source: '14 CFR 1.2; PHAK (FAA-H-8083-25), Ch. 5 Aerodynamics of Flight',
  },
  {
    key: 'perf-airspeed-indicator-markings',
    question_name: 'ppl.performance.09',
    question: 'What do the color markings on the airspeed indicator mean?',
    answer:
      'White arc: flap operating range, from Vso at the bottom to Vfe at the top. Green arc: normal operating range, from Vs1 to Vno. Yellow arc: caution range, to be used only in smooth air. Red line: Vne, the never-exceed speed.',
    subanswers: [
      { subanswer: 'White arc: flap operating range (Vso to Vfe)', points: 1 },
      { subanswer: 'Green arc: normal operating range (Vs1 to Vno)', points: 1 },
      { subanswer: 'Yellow arc: caution range, smooth air only', points: 1 },
      { subanswer: 'Red line: Vne, never exceed', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['Va is not marked on the airspeed indicator; it is usually placarded or listed in the POH.'],
    examples: [
      {
        example:
          'White is the flap range from Vso to Vfe, green is normal ops from Vs1 to Vno, yellow is the caution range for smooth air only, and the red line is Vne.',
        reasoning: 'All four markings with their limits.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'White is the flap range from Vso to Vfe' },
          { subanswer_index: 1, label: true, evidence: 'green is normal ops from Vs1 to Vno' },
          { subanswer_index: 2, label: true, evidence: 'yellow is the caution range for smooth air only' },
          { subanswer_index: 3, label: true, evidence: 'the red line is Vne' },
        ],
      },
      {
        example: 'Green is normal, yellow is caution, red is never exceed.',
        reasoning: 'Three markings named but without their speeds; white arc missing. Borderline pass.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'Green is normal' },
          { subanswer_index: 2, label: true, evidence: 'yellow is caution' },
          { subanswer_index: 3, label: true, evidence: 'red is never exceed' },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 8 Flight Instruments',
  },
  {
    key: 'perf-left-turning-tendencies',
    question_name: 'ppl.performance.10',
    question:
      'What makes a single-engine propeller airplane want to turn left, especially in a high-power, low-speed climb?',
    answer:
      'Four effects: torque reaction from the engine and propeller rolling the airplane left; the spiraling slipstream striking the left side of the vertical tail; P-factor, where the descending right blade takes a bigger bite at high angles of attack; and gyroscopic precession when the propeller disc is tilted, as when raising the tail of a tailwheel airplane. You correct with right rudder.',
    subanswers: [
      { subanswer: 'Torque reaction', points: 1 },
      { subanswer: 'Spiraling slipstream', points: 1 },
      { subanswer: 'P-factor (asymmetric thrust at high angle of attack)', points: 1 },
      { subanswer: 'Gyroscopic precession', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'The effects assume a propeller turning clockwise as seen from the cockpit, as on most U.S. engines.',
    ],
    examples: [
      {
        example:
          'Torque, the spiraling slipstream hitting the tail, P-factor because the descending blade has a higher angle of attack, and gyroscopic precession. I hold right rudder.',
        reasoning: 'All four.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Torque' },
          { subanswer_index: 1, label: true, evidence: 'the spiraling slipstream hitting the tail' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'P-factor because the descending blade has a higher angle of attack',
          },
          { subanswer_index: 3, label: true, evidence: 'gyroscopic precession' },
        ],
      },
      {
        example: 'Mostly P-factor, so I use right rudder.',
        reasoning: 'Only one of the four.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'P-factor' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 5 Aerodynamics of Flight',
  },
  {
    key: 'perf-ground-effect',
    question_name: 'ppl.performance.11',
    question: 'What is ground effect, and how can it catch you during takeoff and landing?',
    answer:
      'Within about one wingspan of the surface, the ground restricts the wingtip vortices and the downwash, which reduces induced drag. On landing the airplane tends to float down the runway. On takeoff it can lift off below the recommended speed and then sink back or fail to climb once it leaves ground effect, as induced drag returns.',
    subanswers: [
      { subanswer: 'Within about one wingspan of the surface', points: 1 },
      { subanswer: 'Reduced induced drag (vortices and downwash restricted)', points: 2 },
      { subanswer: 'Landing: the airplane floats', points: 1 },
      { subanswer: 'Takeoff: may lift off too slow, then settle when leaving ground effect', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Soft-field takeoffs use ground effect deliberately: lift off early, then accelerate in level flight just above the runway.',
    ],
    examples: [
      {
        example:
          'When you are within about a wingspan of the ground the vortices and downwash are reduced, so there is less induced drag. Landing, you float. Taking off, you can get airborne too slow and then settle back down when you climb out of it.',
        reasoning: 'Complete.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'within about a wingspan of the ground' },
          { subanswer_index: 1, label: true, evidence: 'so there is less induced drag' },
          { subanswer_index: 2, label: true, evidence: 'Landing, you float' },
          { subanswer_index: 3, label: true, evidence: 'get airborne too slow and then settle back down' },
        ],
      },
      {
        example: 'It is the cushion of air under the wing that makes you float on landing.',
        reasoning: 'Describes the floating symptom but not the cause, the height, or the takeoff hazard.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'makes you float on landing' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 5 Aerodynamics of Flight',
  },
];
