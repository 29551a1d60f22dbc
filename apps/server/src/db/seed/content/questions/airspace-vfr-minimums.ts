import type { SeedQuestion } from '../content.types';

/** Basic VFR weather minimums (14 CFR 91.155) and special VFR (14 CFR 91.157). */
export const airspaceVfrMinimumsQuestions: SeedQuestion[] = [
  {
    key: 'vfr-min-class-b',
    question_name: 'ppl.airspace.09',
    question: 'What are the basic VFR weather minimums in Class B airspace?',
    answer: '3 statute miles flight visibility and clear of clouds.',
    subanswers: [
      { subanswer: '3 statute miles flight visibility', points: 2 },
      { subanswer: 'Clear of clouds', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'VFR aircraft in Class B are sequenced and separated from other aircraft by ATC, which is why only clear of clouds is required.',
    ],
    examples: [
      {
        example: 'Three miles visibility and clear of clouds.',
        reasoning: 'Both values correct.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three miles visibility' },
          { subanswer_index: 1, label: true, evidence: 'clear of clouds' },
        ],
      },
      {
        example: 'Three miles, five hundred below, a thousand above and two thousand horizontal.',
        reasoning: 'Visibility is right, but those cloud clearances belong to Class C, D and low Class E.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three miles' },
          { subanswer_index: 1, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.155(a)',
  },
  {
    key: 'vfr-min-class-c-d-e',
    question_name: 'ppl.airspace.10',
    question:
      'What are the VFR weather minimums in Class C and Class D airspace, and in Class E below 10,000 feet MSL?',
    answer:
      'The same in all three: 3 statute miles flight visibility, and clouds at least 500 feet below, 1,000 feet above and 2,000 feet horizontally.',
    subanswers: [
      { subanswer: '3 statute miles visibility', points: 1 },
      { subanswer: '500 feet below clouds', points: 1 },
      { subanswer: '1,000 feet above clouds', points: 1 },
      { subanswer: '2,000 feet horizontal from clouds', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['A common memory aid is "3-152": 3 miles, 1,000 above, 500 below, 2,000 horizontal.'],
    examples: [
      {
        example:
          'Three statute miles, and five hundred below, one thousand above, two thousand horizontal from clouds.',
        reasoning: 'All four values.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three statute miles' },
          { subanswer_index: 1, label: true, evidence: 'five hundred below' },
          { subanswer_index: 2, label: true, evidence: 'one thousand above' },
          { subanswer_index: 3, label: true, evidence: 'two thousand horizontal' },
        ],
      },
      {
        example: 'Three miles and clear of clouds.',
        reasoning: 'Visibility right but uses the Class B cloud clearance.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Three miles' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.155(a)',
  },
  {
    key: 'vfr-min-class-e-high',
    question_name: 'ppl.airspace.11',
    question:
      'In Class E airspace at or above 10,000 feet MSL, what visibility and cloud clearance do you need?',
    answer:
      '5 statute miles flight visibility; 1,000 feet below clouds, 1,000 feet above, and 1 statute mile horizontally.',
    subanswers: [
      { subanswer: '5 statute miles visibility', points: 1 },
      { subanswer: '1,000 feet below clouds', points: 1 },
      { subanswer: '1,000 feet above clouds', points: 1 },
      { subanswer: '1 statute mile horizontal', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['The higher values reflect the higher speeds allowed above 10,000 feet MSL.'],
    examples: [
      {
        example: 'Five miles visibility, a thousand below, a thousand above and one mile horizontal.',
        reasoning: 'All four values.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Five miles visibility' },
          { subanswer_index: 1, label: true, evidence: 'a thousand below' },
          { subanswer_index: 2, label: true, evidence: 'a thousand above' },
          { subanswer_index: 3, label: true, evidence: 'one mile horizontal' },
        ],
      },
      {
        example: 'Five miles, five hundred below, a thousand above, two thousand horizontal.',
        reasoning:
          'Visibility and the 1,000 above are right; below and horizontal are the low-altitude values.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Five miles' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'a thousand above' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.155(a)',
  },
  {
    key: 'vfr-min-class-g-day-low',
    question_name: 'ppl.airspace.12',
    question:
      'What are the daytime VFR minimums in Class G airspace at or below 1,200 feet above the surface?',
    answer: '1 statute mile flight visibility and clear of clouds, regardless of the MSL altitude.',
    subanswers: [
      { subanswer: '1 statute mile visibility', points: 2 },
      { subanswer: 'Clear of clouds', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'The rule applies at or below 1,200 feet AGL even when that is above 10,000 feet MSL in high terrain.',
    ],
    examples: [
      {
        example: 'During the day down low in Golf it is one mile and clear of clouds.',
        reasoning: 'Both values.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'one mile' },
          { subanswer_index: 1, label: true, evidence: 'clear of clouds' },
        ],
      },
      {
        example: 'One mile, five hundred below, a thousand above and two thousand horizontal.',
        reasoning:
          'Those clearances apply in Class G above 1,200 AGL; below it only clear of clouds is needed by day.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'One mile' },
          { subanswer_index: 1, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 91.155(a)',
  },
  {
    key: 'vfr-min-class-g-night-low',
    question_name: 'ppl.airspace.13',
    question:
      'At night in Class G airspace, at or below 1,200 feet above the surface, what are the VFR minimums?',
    answer:
      '3 statute miles visibility, 500 feet below, 1,000 feet above and 2,000 feet horizontally from clouds. Exception: an airplane may fly with 1 statute mile visibility clear of clouds when operating in the traffic pattern within one-half mile of the runway.',
    subanswers: [
      { subanswer: '3 statute miles visibility', points: 1 },
      { subanswer: '500 feet below clouds', points: 1 },
      { subanswer: '1,000 feet above clouds', points: 1 },
      { subanswer: '2,000 feet horizontal', points: 1 },
      {
        subanswer: 'Exception: 1 mile and clear of clouds in the pattern within 1/2 mile of the runway',
        points: 1,
      },
    ],
    point_threshold: 4,
    contexts: ['The exception is in 14 CFR 91.155(b)(2).'],
    examples: [
      {
        example:
          'At night it is three miles, five hundred below, a thousand above, two thousand horizontal. If I stay in the pattern within a half mile of the runway I can do it with one mile and clear of clouds.',
        reasoning: 'Values and the traffic pattern exception.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'three miles' },
          { subanswer_index: 1, label: true, evidence: 'five hundred below' },
          { subanswer_index: 2, label: true, evidence: 'a thousand above' },
          { subanswer_index: 3, label: true, evidence: 'two thousand horizontal' },
          {
            subanswer_index: 4,
            label: true,
            evidence: 'in the pattern within a half mile of the runway I can do it with one mile',
          },
        ],
      },
      {
        example: 'One mile and clear of clouds, same as in the daytime.',
        reasoning: 'Uses the day rule; at night the requirement is 3 miles and standard cloud clearances.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
          { subanswer_index: 4, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 3,
    source: '14 CFR 91.155(a), (b)(2)',
  },
  {
    key: 'vfr-min-class-g-day-high',
    question_name: 'ppl.airspace.14',
    question:
      'During the day in Class G airspace, more than 1,200 feet above the surface but below 10,000 feet MSL, what are the VFR minimums?',
    answer:
      '1 statute mile visibility; 500 feet below, 1,000 feet above and 2,000 feet horizontally from clouds.',
    subanswers: [
      { subanswer: '1 statute mile visibility', points: 1 },
      { subanswer: '500 feet below clouds', points: 1 },
      { subanswer: '1,000 feet above clouds', points: 1 },
      { subanswer: '2,000 feet horizontal', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['At night at the same altitudes, the visibility requirement rises to 3 statute miles.'],
    examples: [
      {
        example: 'One mile, and five hundred below, a thousand above, two thousand horizontal.',
        reasoning: 'All values.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'One mile' },
          { subanswer_index: 1, label: true, evidence: 'five hundred below' },
          { subanswer_index: 2, label: true, evidence: 'a thousand above' },
          { subanswer_index: 3, label: true, evidence: 'two thousand horizontal' },
        ],
      },
      {
        example: 'Three miles with five hundred below, a thousand above and two thousand horizontal.',
        reasoning: 'Cloud clearances right, but the daytime visibility is 1 mile, not 3.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'five hundred below' },
          { subanswer_index: 2, label: true, evidence: 'a thousand above' },
          { subanswer_index: 3, label: true, evidence: 'two thousand horizontal' },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.155(a)',
  },
  {
    key: 'vfr-surface-area-ceiling',
    question_name: 'ppl.airspace.15',
    question:
      'The Class D airport you are at reports a ceiling of 800 feet and 2 miles visibility. Can you depart under basic VFR?',
    answer:
      'No. Within the surface area of controlled airspace you may not fly VFR beneath a ceiling lower than 1,000 feet, and you may not take off, land or enter the traffic pattern unless ground visibility is at least 3 statute miles. You could ask ATC for a special VFR clearance.',
    subanswers: [
      { subanswer: 'No, not under basic VFR', points: 1 },
      { subanswer: 'Ceiling must be at least 1,000 feet', points: 1 },
      { subanswer: 'Ground visibility must be at least 3 statute miles', points: 1 },
      { subanswer: 'Could request a special VFR clearance', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'If ground visibility is not reported, flight visibility of at least 3 statute miles is used instead.',
    ],
    examples: [
      {
        example:
          'No. In the surface area I need at least a thousand foot ceiling and three miles visibility. I could ask the tower for special VFR though.',
        reasoning: 'Correct decision, both values and the alternative.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'No' },
          { subanswer_index: 1, label: true, evidence: 'a thousand foot ceiling' },
          { subanswer_index: 2, label: true, evidence: 'three miles visibility' },
          { subanswer_index: 3, label: true, evidence: 'ask the tower for special VFR' },
        ],
      },
      {
        example: 'Yes, as long as I stay five hundred feet below the clouds.',
        reasoning: 'Wrong: the surface-area ceiling and visibility rules prohibit basic VFR here.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: '14 CFR 91.155(c), (d)',
  },
  {
    key: 'vfr-special-vfr',
    question_name: 'ppl.airspace.16',
    question: 'What is special VFR, and what are its requirements?',
    answer:
      'Special VFR is an ATC clearance to operate VFR below basic VFR minimums within the surface area of Class B, C, D or E airspace, below 10,000 feet MSL. You must remain clear of clouds with at least 1 statute mile flight visibility (and 1 mile ground visibility to take off or land, if reported). Between sunset and sunrise the pilot must be instrument rated and current, and the aircraft IFR equipped.',
    subanswers: [
      { subanswer: 'Requires an ATC clearance, within a surface area, below 10,000 MSL', points: 1 },
      { subanswer: 'Remain clear of clouds', points: 1 },
      { subanswer: 'At least 1 statute mile visibility', points: 1 },
      { subanswer: 'At night: instrument-rated pilot and IFR-equipped aircraft', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Special VFR for airplanes is not available at some busy Class B and C airports (14 CFR 91 Appendix D, Section 3); sectionals mark them "NO SVFR".',
    ],
    examples: [
      {
        example:
          'It is a clearance from ATC to fly in the surface area when the weather is below VFR. I need one mile visibility and must stay clear of clouds, and at night I would need an instrument rating and an IFR airplane.',
        reasoning: 'All requirements present.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'a clearance from ATC to fly in the surface area' },
          { subanswer_index: 1, label: true, evidence: 'stay clear of clouds' },
          { subanswer_index: 2, label: true, evidence: 'one mile visibility' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'at night I would need an instrument rating and an IFR airplane',
          },
        ],
      },
      {
        example:
          'Special VFR lets you fly with one mile visibility anywhere as long as you stay clear of clouds.',
        reasoning:
          'Visibility and cloud rule right, but it needs an ATC clearance and applies only in surface areas.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'stay clear of clouds' },
          { subanswer_index: 2, label: true, evidence: 'one mile visibility' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 3,
    source: '14 CFR 91.157',
  },
];
