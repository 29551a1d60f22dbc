import type { SeedQuestion } from '../content.types';

/** Airspace classes, entry requirements, speed limits and special use airspace. */
export const airspaceQuestions: SeedQuestion[] = [
  {
    key: 'airspace-class-a',
    question_name: 'ppl.airspace.01',
    question: 'Where is Class A airspace, and what does it take to fly in it?',
    answer:
      'Class A runs from 18,000 feet MSL up to and including FL600. Every flight in it is IFR, so the pilot needs an instrument rating and an IFR clearance, and the aircraft needs an altitude-reporting transponder and ADS-B Out.',
    subanswers: [
      { subanswer: 'Floor at 18,000 feet MSL', points: 1 },
      { subanswer: 'Up to and including FL600', points: 1 },
      { subanswer: 'IFR only: instrument rating and an IFR clearance', points: 2 },
      { subanswer: 'Altitude-reporting transponder and ADS-B Out', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'Class A is not depicted on sectional charts; altitudes there are flight levels with the altimeter set to 29.92.',
      'It also covers the waters within 12 NM of the coast of the 48 contiguous states and Alaska.',
    ],
    examples: [
      {
        example:
          'It starts at eighteen thousand MSL and goes up to flight level six hundred. You must be IFR in there, so instrument rated and on a clearance, with a Mode C transponder and ADS-B Out.',
        reasoning: 'Gives both limits, the IFR requirement and the equipment.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'starts at eighteen thousand MSL' },
          { subanswer_index: 1, label: true, evidence: 'up to flight level six hundred' },
          { subanswer_index: 2, label: true, evidence: 'instrument rated and on a clearance' },
          { subanswer_index: 3, label: true, evidence: 'Mode C transponder and ADS-B Out' },
        ],
      },
      {
        example: 'Class A begins at eighteen thousand feet and you have to be on an IFR flight plan.',
        reasoning: 'Correct floor and IFR idea, but no upper limit and no equipment: not enough for a pass.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'begins at eighteen thousand feet' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'on an IFR flight plan' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 3-2-2; 14 CFR 91.135',
  },
  {
    key: 'airspace-class-b-entry',
    question_name: 'ppl.airspace.02',
    question: 'What do you and your airplane need before you may enter Class B airspace?',
    answer:
      'An explicit ATC clearance into the Class B airspace, an operable two-way radio, an operable altitude-reporting (Mode C) transponder and ADS-B Out, and at least a private pilot certificate, unless you are a student, sport or recreational pilot holding the required instructor endorsement.',
    subanswers: [
      { subanswer: 'An explicit ATC clearance to enter ("cleared into the Class Bravo")', points: 3 },
      { subanswer: 'Operable two-way radio', points: 1 },
      { subanswer: 'Mode C (altitude-reporting) transponder and ADS-B Out', points: 1 },
      { subanswer: 'Private pilot certificate, or a student pilot with the required endorsement', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      'Radar contact or hearing your call sign is not a clearance; the controller must say "cleared into the Class Bravo airspace".',
      'Some busy Class B primary airports do not allow student pilot solo takeoffs and landings (14 CFR 91 Appendix D, Section 4).',
    ],
    examples: [
      {
        example:
          'I need a clearance that actually says cleared into the Bravo, a working radio, a Mode C transponder with ADS-B Out, and at least a private certificate, or a student endorsement for that Class B.',
        reasoning: 'All four requirements, including the explicit clearance.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'a clearance that actually says cleared into the Bravo',
          },
          { subanswer_index: 1, label: true, evidence: 'a working radio' },
          { subanswer_index: 2, label: true, evidence: 'a Mode C transponder with ADS-B Out' },
          { subanswer_index: 3, label: true, evidence: 'at least a private certificate' },
        ],
      },
      {
        example:
          'I have to establish two-way radio communication with approach before entering, same as Class C.',
        reasoning:
          'Confuses Class C with Class B: two-way communication is not a clearance to enter Class B.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'establish two-way radio communication' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 3-2-3; 14 CFR 91.131',
  },
  {
    key: 'airspace-class-c-entry',
    question_name: 'ppl.airspace.03',
    question: 'What is required to enter Class C airspace?',
    answer:
      'You must establish two-way radio communication with the ATC facility providing service before entering, and maintain it while inside. Communication is established when the controller answers using your call sign. The aircraft needs an altitude-reporting transponder and ADS-B Out inside Class C and above it up to 10,000 feet MSL. No particular pilot certificate is required.',
    subanswers: [
      { subanswer: 'Establish two-way radio communication with ATC before entering', points: 2 },
      { subanswer: 'Maintain communication while inside', points: 1 },
      { subanswer: 'Established only when the controller replies with your call sign', points: 1 },
      { subanswer: 'Mode C transponder and ADS-B Out (within and above, up to 10,000 MSL)', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'A typical Class C has a 5 NM surface area and a 10 NM shelf beginning 1,200 feet above the airport, both topping out 4,000 feet above the airport elevation.',
      'A procedural outer area normally extends to 20 NM.',
    ],
    examples: [
      {
        example:
          'Before I go in I have to establish two-way radio communications with approach, meaning they answer with my tail number, and I keep talking to them while I am inside. The airplane needs a Mode C transponder and ADS-B Out.',
        reasoning:
          'Covers establishing and maintaining contact, what counts as established, and the equipment.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'establish two-way radio communications with approach',
          },
          { subanswer_index: 1, label: true, evidence: 'keep talking to them while I am inside' },
          { subanswer_index: 2, label: true, evidence: 'they answer with my tail number' },
          { subanswer_index: 3, label: true, evidence: 'Mode C transponder and ADS-B Out' },
        ],
      },
      {
        example: 'I need a clearance into the Charlie airspace and a Mode C transponder.',
        reasoning: 'Class C needs two-way communication, not a clearance; only the equipment is right.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'a Mode C transponder' },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 3-2-4; 14 CFR 91.130; 14 CFR 91.215',
  },
  {
    key: 'airspace-class-d',
    question_name: 'ppl.airspace.04',
    question: 'Describe typical Class D airspace and what you must do to operate in it.',
    answer:
      'Class D surrounds an airport with an operating control tower, generally from the surface up to about 2,500 feet above the airport elevation, charted in MSL, with a shape tailored to the instrument procedures. It is shown by a dashed blue line with the ceiling in a dashed box. You must establish two-way radio communication with the tower before entering and maintain it while inside.',
    subanswers: [
      { subanswer: 'Around an airport with an operating control tower', points: 1 },
      { subanswer: 'Surface up to about 2,500 feet above the airport elevation', points: 1 },
      {
        subanswer: 'Charted with a dashed blue line (ceiling in a dashed box, in hundreds of feet MSL)',
        points: 1,
      },
      { subanswer: 'Establish two-way radio communication with the tower before entering', points: 2 },
      { subanswer: 'Maintain communication while inside', points: 1 },
    ],
    point_threshold: 4,
    contexts: [
      'When a part-time tower closes, the airspace normally becomes Class E or Class G; the Chart Supplement gives the hours.',
    ],
    examples: [
      {
        example:
          'It is the airspace around a towered airport, usually from the surface to twenty-five hundred feet above the field, drawn with a dashed blue line. I need to establish two-way communication with the tower before I enter and keep it while I am in there.',
        reasoning: 'All the key points.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'around a towered airport' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'from the surface to twenty-five hundred feet above the field',
          },
          { subanswer_index: 2, label: true, evidence: 'dashed blue line' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'establish two-way communication with the tower before I enter',
          },
          { subanswer_index: 4, label: true, evidence: 'keep it while I am in there' },
        ],
      },
      {
        example:
          'Class D is around a tower and goes up to about twenty-five hundred feet; you need a transponder.',
        reasoning:
          'Dimensions are fine but the radio requirement is missing and a transponder is not a Class D requirement.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'around a tower' },
          { subanswer_index: 1, label: true, evidence: 'up to about twenty-five hundred feet' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 3-2-5; 14 CFR 91.129',
  },
];
