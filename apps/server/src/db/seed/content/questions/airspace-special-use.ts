import type { SeedQuestion } from '../content.types';

/** Airspace, continued: the rest of the classes' rules, speed limits and special use airspace. */
export const airspaceSpecialUseQuestions: SeedQuestion[] = [
  {
    key: 'airspace-class-e-floors',
    question_name: 'ppl.airspace.05',
    question: 'Where does Class E airspace begin, and how does a sectional chart show its different floors?',
    answer:
      'Unless charted otherwise, Class E begins at 1,200 feet AGL. Inside a shaded magenta vignette it begins at 700 feet AGL, and a dashed magenta line marks Class E that starts at the surface. Where nothing lower is designated, everything from 14,500 feet MSL up to but not including 18,000 feet MSL is Class E.',
    subanswers: [
      { subanswer: 'Generally begins at 1,200 feet AGL', points: 1 },
      { subanswer: 'Shaded magenta vignette: floor at 700 feet AGL', points: 1 },
      { subanswer: 'Dashed magenta line: Class E from the surface', points: 1 },
      { subanswer: 'All airspace from 14,500 feet MSL up to 18,000 MSL (unless lower)', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Federal (Victor) airways are Class E, normally from 1,200 feet AGL up to but not including 18,000 feet MSL.',
      'The 14,500-foot floor does not include airspace less than 1,500 feet above the terrain.',
    ],
    examples: [
      {
        example:
          'Normally twelve hundred feet above the ground. In the fuzzy magenta shading it drops to seven hundred AGL, and a dashed magenta circle means it goes all the way to the surface. Above fourteen thousand five hundred MSL it is Class E everywhere up to eighteen thousand.',
        reasoning: 'All four floors described correctly.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Normally twelve hundred feet above the ground' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'fuzzy magenta shading it drops to seven hundred AGL',
          },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'dashed magenta circle means it goes all the way to the surface',
          },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'Above fourteen thousand five hundred MSL it is Class E everywhere',
          },
        ],
      },
      {
        example:
          'Class E starts at seven hundred feet where you see the magenta shading, otherwise at twelve hundred.',
        reasoning: 'Two floors correct; surface areas and the 14,500 MSL floor are missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'otherwise at twelve hundred' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'seven hundred feet where you see the magenta shading',
          },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 3-2-6',
  },
  {
    key: 'airspace-mode-c-veil',
    question_name: 'ppl.airspace.06',
    question: 'What is the Mode C veil, and what equipment does it require?',
    answer:
      'It is the airspace within 30 nautical miles of a Class B primary airport, from the surface up to 10,000 feet MSL. Aircraft flying there need an operating transponder with altitude reporting and ADS-B Out, with narrow exceptions such as aircraft certificated without an engine-driven electrical system.',
    subanswers: [
      { subanswer: 'Within 30 NM of the Class B primary airport', points: 2 },
      { subanswer: 'From the surface up to 10,000 feet MSL', points: 1 },
      { subanswer: 'Altitude-reporting (Mode C) transponder', points: 1 },
      { subanswer: 'ADS-B Out', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['The veil is drawn on sectionals as a thin magenta circle labeled "MODE C 30 NM".'],
    examples: [
      {
        example:
          'Within thirty nautical miles of the Bravo primary airport, surface to ten thousand MSL, you need a Mode C transponder and ADS-B Out.',
        reasoning: 'Complete and correct.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'Within thirty nautical miles of the Bravo primary airport',
          },
          { subanswer_index: 1, label: true, evidence: 'surface to ten thousand MSL' },
          { subanswer_index: 2, label: true, evidence: 'Mode C transponder' },
          { subanswer_index: 3, label: true, evidence: 'ADS-B Out' },
        ],
      },
      {
        example: 'It is a twenty mile ring around Class C where you need a transponder.',
        reasoning:
          'Wrong airspace and distance (confuses it with the Class C outer area); only the transponder is right.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'you need a transponder' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.215(b)(2); 14 CFR 91.225(d)',
  },
  {
    key: 'airspace-speed-limits',
    question_name: 'ppl.airspace.07',
    question: 'What speed limits does 14 CFR 91.117 set for us?',
    answer:
      '250 knots indicated below 10,000 feet MSL; 200 knots indicated at or below 2,500 feet above the surface within 4 nautical miles of the primary airport of a Class C or Class D area; and 200 knots indicated in the airspace beneath a Class B shelf or in a VFR corridor through Class B. If the airplane needs more than that to fly safely, it may use its minimum safe speed.',
    subanswers: [
      { subanswer: '250 KIAS below 10,000 feet MSL', points: 2 },
      {
        subanswer: '200 KIAS at or below 2,500 AGL within 4 NM of a Class C or D primary airport',
        points: 2,
      },
      { subanswer: '200 KIAS beneath Class B or in a Class B VFR corridor', points: 2 },
    ],
    point_threshold: 6,
    contexts: ['The limits are indicated airspeeds, not true airspeeds or groundspeeds.'],
    examples: [
      {
        example:
          'Two hundred fifty knots below ten thousand MSL. Two hundred knots within four miles of a Charlie or Delta primary airport at or below twenty-five hundred AGL, and two hundred knots under the Bravo shelf or in a VFR corridor.',
        reasoning: 'All three limits with their conditions.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Two hundred fifty knots below ten thousand MSL' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'within four miles of a Charlie or Delta primary airport',
          },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'two hundred knots under the Bravo shelf or in a VFR corridor',
          },
        ],
      },
      {
        example: '250 knots below 10,000 feet, and 200 knots in Class D.',
        reasoning:
          'Misses the Class B rule and misstates the C/D condition (it applies only near the primary airport, low).',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: '250 knots below 10,000 feet' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.117',
  },
  {
    key: 'airspace-special-use',
    question_name: 'ppl.airspace.08',
    question:
      'Compare prohibited areas, restricted areas and military operations areas. May a VFR pilot fly through each?',
    answer:
      'A prohibited area may not be entered at all (for example P-56 over Washington, DC). A restricted area holds hazards such as artillery or missile firing; while it is active you need permission from the controlling or using agency, and when it is inactive ATC may route you through. A MOA separates military training from IFR traffic; VFR flight is allowed, but you should check its status and use extra caution when it is active.',
    subanswers: [
      { subanswer: 'Prohibited area: flight not allowed', points: 1 },
      {
        subanswer: 'Restricted area: need permission from the controlling/using agency when active',
        points: 2,
      },
      { subanswer: 'MOA: VFR flight allowed, with caution and a status check', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'Times of use, altitudes and the controlling agency are printed on the sectional chart margin.',
      'Warning areas hold similar hazards offshore, beginning 3 NM out from the U.S. coast.',
    ],
    examples: [
      {
        example:
          'Prohibited means no flying there at all. A restricted area I can only enter when it is cold or with permission from the controlling agency. MOAs I can fly through VFR, but I would call for the status and keep my eyes open for military traffic.',
        reasoning: 'Correct rule for each type.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Prohibited means no flying there at all' },
          { subanswer_index: 1, label: true, evidence: 'permission from the controlling agency' },
          { subanswer_index: 2, label: true, evidence: 'MOAs I can fly through VFR' },
        ],
      },
      {
        example: 'You cannot fly through prohibited areas, restricted areas or MOAs.',
        reasoning:
          'Only the prohibited area rule is right; restricted areas and MOAs can be used under the right conditions.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'cannot fly through prohibited areas' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 3-4-2; AIM 3-4-3; AIM 3-4-5',
  },
];
