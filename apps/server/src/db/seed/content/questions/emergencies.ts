import type { SeedQuestion } from '../content.types';

/** Emergency procedures, lost communications, light gun signals, ELT. */
export const emergenciesQuestions: SeedQuestion[] = [
  {
    key: 'emergency-squawk-codes',
    question_name: 'ppl.emergencies.01',
    question: 'What do transponder codes 1200, 7500, 7600 and 7700 mean?',
    answer:
      '1200 is the VFR code when you have not been assigned one. 7500 signals unlawful interference (hijacking). 7600 signals lost two-way radio communication. 7700 signals an emergency.',
    subanswers: [
      { subanswer: '1200: VFR', points: 1 },
      { subanswer: '7500: hijack / unlawful interference', points: 1 },
      { subanswer: '7600: lost communications', points: 1 },
      { subanswer: '7700: emergency', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['When changing codes in flight, avoid passing through 7500, 7600 and 7700 by accident.'],
    examples: [
      {
        example:
          'Twelve hundred is VFR, seventy-five hundred is hijack, seventy-six hundred is lost comms, seventy-seven hundred is emergency.',
        reasoning: 'All four codes.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Twelve hundred is VFR' },
          { subanswer_index: 1, label: true, evidence: 'seventy-five hundred is hijack' },
          { subanswer_index: 2, label: true, evidence: 'seventy-six hundred is lost comms' },
          { subanswer_index: 3, label: true, evidence: 'seventy-seven hundred is emergency' },
        ],
      },
      {
        example: '7700 is emergency, 7600 is hijack and 7500 is radio failure.',
        reasoning: '7500 and 7600 are swapped, and 1200 is not covered.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: '7700 is emergency' },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-1-20; AIM 6-2-2; AIM 6-4-2',
  },
  {
    key: 'emergency-light-gun-airborne',
    question_name: 'ppl.emergencies.02',
    question:
      'You have lost your radio near a towered airport. What do the light gun signals mean while you are in flight?',
    answer:
      'Steady green: cleared to land. Flashing green: return for landing (a steady green will follow). Steady red: give way to other aircraft and continue circling. Flashing red: airport unsafe, do not land. Alternating red and green: exercise extreme caution.',
    subanswers: [
      { subanswer: 'Steady green: cleared to land', points: 1 },
      { subanswer: 'Flashing green: return for landing', points: 1 },
      { subanswer: 'Steady red: give way and continue circling', points: 1 },
      { subanswer: 'Flashing red: airport unsafe, do not land', points: 1 },
      { subanswer: 'Alternating red and green: exercise extreme caution', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Acknowledge light signals in flight by rocking the wings by day, or by flashing the landing or navigation lights at night.',
    ],
    examples: [
      {
        example:
          'Steady green, cleared to land. Flashing green, come back for landing. Steady red, give way and keep circling. Flashing red, the airport is unsafe, do not land. Red and green alternating means extreme caution.',
        reasoning: 'All five signals.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Steady green, cleared to land' },
          { subanswer_index: 1, label: true, evidence: 'Flashing green, come back for landing' },
          { subanswer_index: 2, label: true, evidence: 'Steady red, give way and keep circling' },
          { subanswer_index: 3, label: true, evidence: 'Flashing red, the airport is unsafe, do not land' },
          { subanswer_index: 4, label: true, evidence: 'Red and green alternating means extreme caution' },
        ],
      },
      {
        example:
          'Green means land, red means do not land, and flashing white means go back to where you started.',
        reasoning: 'Vague on green and red; flashing white only applies on the ground.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Green means land' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-3-13; 14 CFR 91.125',
  },
  {
    key: 'emergency-light-gun-ground',
    question_name: 'ppl.emergencies.03',
    question: 'What do the tower light gun signals mean when you are on the ground?',
    answer:
      'Steady green: cleared for takeoff. Flashing green: cleared to taxi. Steady red: stop. Flashing red: taxi clear of the runway in use. Flashing white: return to your starting point on the airport. Alternating red and green: exercise extreme caution.',
    subanswers: [
      { subanswer: 'Steady green: cleared for takeoff', points: 1 },
      { subanswer: 'Flashing green: cleared to taxi', points: 1 },
      { subanswer: 'Steady red: stop', points: 1 },
      { subanswer: 'Flashing red: taxi clear of the runway in use', points: 1 },
      { subanswer: 'Flashing white: return to starting point on the airport', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'On the ground, acknowledge by moving the ailerons or rudder by day, or flashing the landing or navigation lights at night.',
    ],
    examples: [
      {
        example:
          'Steady green is cleared for takeoff, flashing green cleared to taxi, steady red stop, flashing red taxi clear of the runway, and flashing white go back to where I started.',
        reasoning: 'All ground signals.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Steady green is cleared for takeoff' },
          { subanswer_index: 1, label: true, evidence: 'flashing green cleared to taxi' },
          { subanswer_index: 2, label: true, evidence: 'steady red stop' },
          { subanswer_index: 3, label: true, evidence: 'flashing red taxi clear of the runway' },
          { subanswer_index: 4, label: true, evidence: 'flashing white go back to where I started' },
        ],
      },
      {
        example: 'Flashing green is cleared for takeoff and steady green is cleared to taxi. Red is stop.',
        reasoning: 'The green signals are swapped; only steady red is right.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'Red is stop' },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-3-13; 14 CFR 91.125',
  },
  {
    key: 'emergency-lost-comms-arrival',
    question_name: 'ppl.emergencies.04',
    question: 'Your radio fails as you approach a towered airport in Class D airspace. What do you do?',
    answer:
      'Squawk 7600. Stay outside or above the Class D surface area until you have determined the direction and flow of traffic, then join the traffic pattern and watch the tower for light gun signals. Acknowledge them by rocking your wings by day or flashing the landing or navigation lights at night. If only the receiver has failed, you can still transmit your position and intentions.',
    subanswers: [
      { subanswer: 'Squawk 7600', points: 2 },
      {
        subanswer:
          'Remain outside/above the Class D until the traffic flow is determined, then join the pattern',
        points: 1,
      },
      { subanswer: 'Watch the tower for light gun signals', points: 2 },
      { subanswer: 'Acknowledge: rock wings by day, flash lights at night', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Check the obvious first: volume, squelch, frequency, headset jacks and the push-to-talk switch.',
    ],
    examples: [
      {
        example:
          'Squawk seventy-six hundred, stay above the Delta until I figure out which runway they are using, enter the pattern and look for light gun signals, rocking my wings to acknowledge.',
        reasoning: 'All steps.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Squawk seventy-six hundred' },
          {
            subanswer_index: 1,
            label: true,
            evidence:
              'stay above the Delta until I figure out which runway they are using, enter the pattern',
          },
          { subanswer_index: 2, label: true, evidence: 'look for light gun signals' },
          { subanswer_index: 3, label: true, evidence: 'rocking my wings to acknowledge' },
        ],
      },
      {
        example: 'Squawk seventy-seven hundred and land on the longest runway.',
        reasoning: 'Wrong code for lost communications and lands without a clearance or signal.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-2-13; AIM 6-4-2',
  },
  {
    key: 'emergency-engine-failure',
    question_name: 'ppl.emergencies.05',
    question:
      'Your engine quits in cruise at 3,000 feet above the ground. Walk me through your first actions.',
    answer:
      'Fly the airplane: pitch for best glide speed and trim. Pick the best landing field within gliding distance, into the wind if possible, and turn toward it. Run the restart checklist: fuel selector, mixture rich, carburetor heat, magnetos, primer locked. Communicate: declare an emergency on the current frequency or 121.5 and squawk 7700. If it will not restart, secure the engine and fly the forced landing.',
    subanswers: [
      { subanswer: 'Establish best glide speed', points: 2 },
      { subanswer: 'Choose a suitable landing site', points: 2 },
      { subanswer: 'Restart checklist (fuel, mixture, carb heat, mags)', points: 1 },
      { subanswer: 'Declare an emergency / squawk 7700 / 121.5', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['A common memory aid is ABCDE: airspeed, best field, checklist, declare, execute.'],
    examples: [
      {
        example:
          'Pitch for best glide right away, pick a field, then run the checklist: fuel selector, mixture, carb heat, mags. I would squawk seventy-seven hundred and call mayday, and if it does not restart, secure it and land.',
        reasoning: 'Correct priorities.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Pitch for best glide right away' },
          { subanswer_index: 1, label: true, evidence: 'pick a field' },
          { subanswer_index: 2, label: true, evidence: 'fuel selector, mixture, carb heat, mags' },
          { subanswer_index: 3, label: true, evidence: 'squawk seventy-seven hundred and call mayday' },
        ],
      },
      {
        example: 'I would call ATC first and try to restart it.',
        reasoning: 'Flying the airplane and choosing a field come first; no glide speed mentioned.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'try to restart it' },
          { subanswer_index: 3, label: true, evidence: 'call ATC' },
        ],
      },
    ],
    difficulty: 2,
    source:
      'Airplane Flying Handbook (FAA-H-8083-3), Emergency Procedures; Private Pilot ACS, Emergency Operations',
  },
  {
    key: 'emergency-distress-urgency',
    question_name: 'ppl.emergencies.06',
    question:
      'How do you declare a distress versus an urgency situation on the radio, and on what frequency?',
    answer:
      'Distress, meaning serious or imminent danger requiring immediate help, starts with "Mayday" said three times. Urgency, a concern for safety that needs timely but not immediate help, starts with "Pan-pan" said three times. Use the frequency you are on, or 121.5 MHz, and squawk 7700. Then give call sign, nature of the problem, position, altitude, intentions, fuel remaining and people on board.',
    subanswers: [
      { subanswer: 'Distress: "Mayday" three times', points: 1 },
      { subanswer: 'Urgency: "Pan-pan" three times', points: 1 },
      {
        subanswer: 'Distress = imminent danger, immediate help; urgency = safety concern, not immediate',
        points: 1,
      },
      { subanswer: 'Current frequency or 121.5 MHz', points: 1 },
      { subanswer: 'Squawk 7700', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['Declaring early costs nothing: ATC can give priority, vectors and information.'],
    examples: [
      {
        example:
          'Mayday, mayday, mayday for distress, when I need help right now. Pan-pan three times for urgency, when it is serious but not immediate. I would use the frequency I am on or one twenty-one point five, and squawk seventy-seven hundred.',
        reasoning: 'All elements.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Mayday, mayday, mayday for distress' },
          { subanswer_index: 1, label: true, evidence: 'Pan-pan three times for urgency' },
          { subanswer_index: 2, label: true, evidence: 'when it is serious but not immediate' },
          { subanswer_index: 3, label: true, evidence: 'the frequency I am on or one twenty-one point five' },
          { subanswer_index: 4, label: true, evidence: 'squawk seventy-seven hundred' },
        ],
      },
      {
        example: 'I say mayday on one twenty-one point five.',
        reasoning: 'Partial: no urgency call, no distinction between the two, no transponder code.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'one twenty-one point five' },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 6-3-1',
  },
  {
    key: 'emergency-pic-authority',
    question_name: 'ppl.emergencies.07',
    question: 'In an in-flight emergency, may you break the rules, and what may happen afterward?',
    answer:
      'Yes. The pilot in command is directly responsible for and the final authority on the operation of the aircraft, and in an emergency requiring immediate action may deviate from any Part 91 rule to the extent needed. If asked, you must send the FAA a written report. If you deviate from an ATC clearance you must tell ATC as soon as possible, and if ATC gave you priority it may ask for a detailed report within 48 hours.',
    subanswers: [
      { subanswer: 'The PIC is the final authority for the flight', points: 1 },
      { subanswer: 'May deviate from any Part 91 rule as far as the emergency requires', points: 2 },
      { subanswer: 'Written report to the FAA on request', points: 1 },
      { subanswer: 'If given priority by ATC: report within 48 hours if requested', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Deviating from a clearance in an emergency must be reported to ATC as soon as possible (91.123(c)).',
    ],
    examples: [
      {
        example:
          'Yes, as PIC I am the final authority and I can deviate from any rule to the extent the emergency requires. The FAA can ask me for a written report, and if ATC gave me priority they can ask for a report within forty-eight hours.',
        reasoning: 'Complete.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'as PIC I am the final authority' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'I can deviate from any rule to the extent the emergency requires',
          },
          { subanswer_index: 2, label: true, evidence: 'The FAA can ask me for a written report' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'if ATC gave me priority they can ask for a report within forty-eight hours',
          },
        ],
      },
      {
        example: 'No, you always have to follow the regulations.',
        reasoning: 'Wrong: 91.3 gives the PIC emergency authority.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.3; 14 CFR 91.123',
  },
  {
    key: 'emergency-elt',
    question_name: 'ppl.emergencies.08',
    question: 'What are the inspection and battery requirements for an ELT, and when may you test it?',
    answer:
      'The ELT must be inspected within each 12 calendar months. Its battery must be replaced (or recharged, if rechargeable) when the transmitter has been used for more than 1 cumulative hour or when 50 percent of the battery useful life has expired. An analog 121.5 MHz ELT may be tested only in the first 5 minutes after the hour, for no more than three sweeps; 406 MHz units are tested per the manufacturer.',
    subanswers: [
      { subanswer: 'Inspection every 12 calendar months', points: 2 },
      { subanswer: 'Replace battery after more than 1 cumulative hour of use', points: 1 },
      { subanswer: 'Or when 50 percent of its useful life has expired', points: 1 },
      { subanswer: 'Analog test: first 5 minutes after the hour, three sweeps at most', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'After landing, listening on 121.5 MHz confirms that the ELT has not been triggered by a hard landing.',
    ],
    examples: [
      {
        example:
          'It needs an inspection every twelve calendar months. The battery is replaced after one cumulative hour of use or half its useful life. You can test the old 121.5 kind in the first five minutes of the hour, three sweeps max.',
        reasoning: 'Complete.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'an inspection every twelve calendar months' },
          { subanswer_index: 1, label: true, evidence: 'after one cumulative hour of use' },
          { subanswer_index: 2, label: true, evidence: 'half its useful life' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'in the first five minutes of the hour, three sweeps max',
          },
        ],
      },
      {
        example: 'The battery lasts until it expires, and you can test it any time.',
        reasoning: 'Misses the inspection and usage rules and the testing window.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.207; AIM 6-2-4',
  },
];
