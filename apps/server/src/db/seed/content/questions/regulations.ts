import type { SeedQuestion } from '../content.types';

/** Pilot certificates, currency, medical, documents, alcohol, preflight action. */
export const regulationsQuestions: SeedQuestion[] = [
  {
    key: 'regs-passenger-currency-day',
    question_name: 'ppl.regulations.01',
    question: 'What recent flight experience do you need before carrying passengers during the day?',
    answer:
      'Three takeoffs and three landings within the preceding 90 days, as the sole manipulator of the controls, in an aircraft of the same category and class (and type, if a type rating is required). In a tailwheel airplane the landings must be to a full stop.',
    subanswers: [
      { subanswer: '3 takeoffs and 3 landings', points: 2 },
      { subanswer: 'Within the preceding 90 days', points: 2 },
      { subanswer: 'Sole manipulator, same category and class (and type if required)', points: 1 },
      { subanswer: 'Tailwheel: landings to a full stop', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'The requirement applies to acting as pilot in command with passengers on board; it does not apply to solo flight.',
    ],
    examples: [
      {
        example:
          'Three takeoffs and landings in the last ninety days as sole manipulator, in the same category and class. If it is a taildragger they have to be full stop.',
        reasoning: 'Complete answer.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three takeoffs and landings' },
          { subanswer_index: 1, label: true, evidence: 'in the last ninety days' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'as sole manipulator, in the same category and class',
          },
          { subanswer_index: 3, label: true, evidence: 'If it is a taildragger they have to be full stop' },
        ],
      },
      {
        example: 'Three landings in the last thirty days.',
        reasoning: 'The period is 90 days; the count alone is not enough.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three landings' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 61.57(a)',
  },
  {
    key: 'regs-passenger-currency-night',
    question_name: 'ppl.regulations.02',
    question: 'What do you need to carry passengers at night, and how does that rule define night?',
    answer:
      'Three takeoffs and three landings to a full stop within the preceding 90 days, as sole manipulator, in the same category and class (and type if required), made during the period from 1 hour after sunset to 1 hour before sunrise.',
    subanswers: [
      { subanswer: '3 takeoffs and 3 landings to a full stop', points: 2 },
      { subanswer: 'Within the preceding 90 days', points: 1 },
      { subanswer: 'Between 1 hour after sunset and 1 hour before sunrise', points: 2 },
      { subanswer: 'Same category and class (and type if required)', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      'Other "night" definitions differ: position lights are required from sunset to sunrise (91.209), and night flight time is logged from the end of evening civil twilight (14 CFR 1.1).',
    ],
    examples: [
      {
        example:
          'Three takeoffs and three full-stop landings in the last ninety days, done between an hour after sunset and an hour before sunrise, same category and class.',
        reasoning: 'All elements.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three takeoffs and three full-stop landings' },
          { subanswer_index: 1, label: true, evidence: 'in the last ninety days' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'between an hour after sunset and an hour before sunrise',
          },
          { subanswer_index: 3, label: true, evidence: 'same category and class' },
        ],
      },
      {
        example: 'Three takeoffs and landings in ninety days, after civil twilight.',
        reasoning:
          'Misses the full-stop requirement and uses the logging definition of night instead of 1 hour after sunset.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'in ninety days' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 61.57(b)',
  },
  {
    key: 'regs-flight-review',
    question_name: 'ppl.regulations.03',
    question: 'How often do you need a flight review, and what does it consist of?',
    answer:
      'Within the preceding 24 calendar months. It is at least 1 hour of ground training and 1 hour of flight training with an authorized instructor, covering the general operating and flight rules of Part 91 and the maneuvers the instructor chooses, and it ends with a logbook endorsement. Passing a practical test for a new certificate or rating also counts.',
    subanswers: [
      { subanswer: 'Within the preceding 24 calendar months', points: 2 },
      { subanswer: 'At least 1 hour ground and 1 hour flight training', points: 1 },
      { subanswer: 'Review of Part 91 rules plus maneuvers chosen by the instructor', points: 1 },
      { subanswer: 'Logbook endorsement by an authorized instructor', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'A flight review is not a test: it cannot be failed, only not completed (no endorsement given).',
    ],
    examples: [
      {
        example:
          'Every twenty-four calendar months. An hour of ground and an hour of flight with an instructor, going over Part 91 and whatever maneuvers the instructor wants, then they endorse my logbook.',
        reasoning: 'All components.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Every twenty-four calendar months' },
          { subanswer_index: 1, label: true, evidence: 'An hour of ground and an hour of flight' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'going over Part 91 and whatever maneuvers the instructor wants',
          },
          { subanswer_index: 3, label: true, evidence: 'they endorse my logbook' },
        ],
      },
      {
        example: 'Every year, you fly with an instructor for an hour.',
        reasoning: 'The interval is 24 calendar months and ground training and endorsement are missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 61.56',
  },
  {
    key: 'regs-medical-duration',
    question_name: 'ppl.regulations.04',
    question: 'For private pilot privileges, how long is a third-class medical certificate valid?',
    answer:
      'If you were under 40 on the date of the exam, until the end of the 60th calendar month after the month of the exam. If you were 40 or older, until the end of the 24th calendar month.',
    subanswers: [
      { subanswer: 'Under 40: 60 calendar months', points: 2 },
      { subanswer: '40 or older: 24 calendar months', points: 2 },
      { subanswer: 'Runs to the end of the last calendar month', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'First- and second-class certificates carry private privileges for the same durations.',
      'BasicMed (14 CFR 61.113(i)) is an alternative to a medical certificate under certain limits.',
    ],
    examples: [
      {
        example:
          'Sixty calendar months if you are under forty, twenty-four calendar months if you are forty or older.',
        reasoning: 'Both durations with the age split.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Sixty calendar months if you are under forty' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'twenty-four calendar months if you are forty or older',
          },
          { subanswer_index: 2, label: true, evidence: 'calendar months' },
        ],
      },
      {
        example: 'Two years for everyone.',
        reasoning: 'Ignores the longer duration for pilots under 40.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 61.23(d)',
  },
  {
    key: 'regs-pilot-documents',
    question_name: 'ppl.regulations.05',
    question: 'When you act as pilot in command, which personal documents must you have with you?',
    answer:
      'Your pilot certificate, a current medical certificate (or, under BasicMed, a valid U.S. driver license), and a government-issued photo identification such as a driver license or passport.',
    subanswers: [
      { subanswer: 'Pilot certificate', points: 1 },
      { subanswer: 'Medical certificate (or U.S. driver license under BasicMed)', points: 1 },
      { subanswer: 'Government-issued photo ID', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['You must show these on request to the FAA, NTSB, TSA or a law enforcement officer.'],
    examples: [
      {
        example: 'My pilot certificate, my medical, and a photo ID like my driver license.',
        reasoning: 'All three.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'My pilot certificate' },
          { subanswer_index: 1, label: true, evidence: 'my medical' },
          { subanswer_index: 2, label: true, evidence: 'a photo ID like my driver license' },
        ],
      },
      {
        example: 'My certificate and my logbook.',
        reasoning:
          'A logbook need not be carried by a certificated private pilot; medical and photo ID are missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'My certificate' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 61.3',
  },
  {
    key: 'regs-cost-sharing',
    question_name: 'ppl.regulations.06',
    question: 'Can a private pilot share the cost of a flight with passengers?',
    answer:
      'Yes, but the pilot may not pay less than the pro rata share of the operating expenses, and only fuel, oil, airport expenditures and rental fees may be shared. Beyond that, a private pilot may not act as pilot in command for compensation or hire.',
    subanswers: [
      { subanswer: 'Yes, costs may be shared', points: 1 },
      { subanswer: 'Pilot pays at least an equal (pro rata) share', points: 2 },
      { subanswer: 'Only fuel, oil, airport expenditures and rental fees', points: 1 },
      { subanswer: 'Otherwise no compensation or hire', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'FAA interpretations also expect the pilot and passengers to share a common purpose for the trip.',
    ],
    examples: [
      {
        example:
          'Yes, I can split the costs, but I have to pay at least my equal share, and it can only be fuel, oil, airport fees and the rental. I cannot fly for hire.',
        reasoning: 'Complete answer.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Yes, I can split the costs' },
          { subanswer_index: 1, label: true, evidence: 'pay at least my equal share' },
          { subanswer_index: 2, label: true, evidence: 'fuel, oil, airport fees and the rental' },
          { subanswer_index: 3, label: true, evidence: 'I cannot fly for hire' },
        ],
      },
      {
        example: 'Yes, the passengers can pay for the whole flight as long as I do not make a profit.',
        reasoning:
          'The pilot must pay at least a pro rata share; passengers covering everything is compensation.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Yes' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 61.113(c)',
  },
  {
    key: 'regs-alcohol',
    question_name: 'ppl.regulations.07',
    question: 'What are the alcohol and drug rules for pilots?',
    answer:
      'You may not act as a crewmember within 8 hours after drinking alcohol, while under the influence of alcohol, with a blood or breath alcohol concentration of 0.04 or more, or while using any drug that affects your faculties contrary to safety.',
    subanswers: [
      { subanswer: '8 hours from last drink to flying', points: 2 },
      { subanswer: 'Alcohol concentration below 0.04', points: 2 },
      { subanswer: 'Not under the influence of alcohol', points: 1 },
      { subanswer: 'No drugs that impair your faculties', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Except in an emergency, a pilot may not allow a person who appears intoxicated to be carried (other than a patient under care).',
    ],
    examples: [
      {
        example:
          'Eight hours bottle to throttle, blood alcohol under point zero four, not under the influence, and no drugs that affect my judgment.',
        reasoning: 'All four conditions.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Eight hours bottle to throttle' },
          { subanswer_index: 1, label: true, evidence: 'blood alcohol under point zero four' },
          { subanswer_index: 2, label: true, evidence: 'not under the influence' },
          { subanswer_index: 3, label: true, evidence: 'no drugs that affect my judgment' },
        ],
      },
      {
        example: 'Twelve hours and under point zero eight, like driving.',
        reasoning: 'Wrong figures: the rule is 8 hours and 0.04.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.17',
  },
  {
    key: 'regs-preflight-action',
    question_name: 'ppl.regulations.08',
    question: 'Under 14 CFR 91.103, what must you become familiar with before a flight?',
    answer:
      'All available information concerning the flight. For a flight away from the vicinity of an airport: weather reports and forecasts, fuel requirements, alternatives if the flight cannot be completed as planned, and any known traffic delays ATC has advised. For every flight: runway lengths at the airports of intended use and the takeoff and landing distance data for the airplane.',
    subanswers: [
      { subanswer: 'All available information concerning the flight', points: 1 },
      { subanswer: 'Weather reports and forecasts', points: 1 },
      { subanswer: 'Fuel requirements', points: 1 },
      { subanswer: 'Alternatives if the flight cannot be completed (and known ATC delays)', points: 1 },
      { subanswer: 'Runway lengths and takeoff/landing distance data', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'A common memory aid is NWKRAFT: NOTAMs, weather, known ATC delays, runway lengths, alternatives, fuel, takeoff and landing distances.',
    ],
    examples: [
      {
        example:
          'All available information: the weather and forecasts, fuel requirements, alternates if I cannot complete the flight, any known ATC delays, and the runway lengths plus takeoff and landing distances.',
        reasoning: 'Complete.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'All available information' },
          { subanswer_index: 1, label: true, evidence: 'the weather and forecasts' },
          { subanswer_index: 2, label: true, evidence: 'fuel requirements' },
          { subanswer_index: 3, label: true, evidence: 'alternates if I cannot complete the flight' },
          {
            subanswer_index: 4,
            label: true,
            evidence: 'the runway lengths plus takeoff and landing distances',
          },
        ],
      },
      {
        example: 'Weather and fuel.',
        reasoning: 'Only two items; alternatives and runway/performance data are missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'Weather' },
          { subanswer_index: 2, label: true, evidence: 'fuel' },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.103',
  },
];
