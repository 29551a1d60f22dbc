import type { SeedQuestion } from '../content.types';

/** Radio technique and ATC phraseology (AIM chapter 4, Pilot/Controller Glossary). */
export const radioAtcQuestions: SeedQuestion[] = [
  {
    key: 'radio-number-pronunciation',
    question_name: 'ppl.radio.01',
    question: 'How are the digits three, five and nine pronounced on the radio, and why?',
    answer:
      'Following the ICAO pronunciation in the AIM phonetic table: three is "tree", five is "fife" and nine is "niner". The distinct sounds keep numbers from being confused over a noisy or weak radio, for example nine with five.',
    subanswers: [
      { subanswer: 'Three is "tree"', points: 1 },
      { subanswer: 'Five is "fife"', points: 1 },
      { subanswer: 'Nine is "niner"', points: 1 },
      { subanswer: 'To avoid confusion between numbers over the radio', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Zero is always "zero", never "oh". In U.S. practice "niner" is universal while "tree" and "fife" are heard less often.',
    ],
    examples: [
      {
        example:
          'Tree, fife and niner, so they cannot be mistaken for other numbers when the radio is scratchy.',
        reasoning: 'All three pronunciations and the reason.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Tree' },
          { subanswer_index: 1, label: true, evidence: 'fife' },
          { subanswer_index: 2, label: true, evidence: 'niner' },
          { subanswer_index: 3, label: true, evidence: 'so they cannot be mistaken for other numbers' },
        ],
      },
      {
        example: 'Nine is niner; three and five are said normally.',
        reasoning: 'Only niner matches the ICAO pronunciation asked for, and no reason is given.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'Nine is niner' },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-2-7',
  },
  {
    key: 'radio-altitude-phrasing',
    question_name: 'ppl.radio.02',
    question: 'How do you say 4,500 feet, 12,500 feet, and flight level 190 on the radio?',
    answer:
      '"Four thousand five hundred." "One two thousand five hundred": above 9,900 the digits before "thousand" are spoken separately. "Flight level one niner zero": at and above 18,000 feet MSL, say "flight level" and then each digit.',
    subanswers: [
      { subanswer: '4,500: "four thousand five hundred"', points: 1 },
      { subanswer: '12,500: "one two thousand five hundred"', points: 1 },
      { subanswer: 'FL190: "flight level one niner zero"', points: 1 },
      {
        subanswer: 'Rule: separate digits before "thousand" above 9,900; flight levels from 18,000 MSL',
        points: 1,
      },
    ],
    point_threshold: 3,
    contexts: [
      'Headings are always three digits ("heading zero niner zero") and speeds are digits followed by "knots".',
    ],
    examples: [
      {
        example:
          'Four thousand five hundred. One two thousand five hundred, because above ninety-nine hundred you split the digits before thousand. And flight level one niner zero, since it is above eighteen thousand.',
        reasoning: 'All three phrasings and the rules.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Four thousand five hundred' },
          { subanswer_index: 1, label: true, evidence: 'One two thousand five hundred' },
          { subanswer_index: 2, label: true, evidence: 'flight level one niner zero' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'above ninety-nine hundred you split the digits before thousand',
          },
        ],
      },
      {
        example: 'Four thousand five hundred, twelve thousand five hundred, and flight level one ninety.',
        reasoning: 'Only the first is standard; 12,500 and FL190 are not spoken digit by digit.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Four thousand five hundred' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-2-8; AIM 4-2-9',
  },
  {
    key: 'radio-abbreviated-callsign',
    question_name: 'ppl.radio.03',
    question:
      'Your airplane is N1234A. When may you abbreviate your call sign, and what does the abbreviation sound like?',
    answer:
      'Use the full call sign on initial contact. Only after the controller has abbreviated it may you do the same. The abbreviation is the prefix plus the last three characters, for example "November three four alpha", or with the type, "Cessna three four alpha" (the N is dropped when the type or manufacturer is used).',
    subanswers: [
      { subanswer: 'Full call sign on initial contact', points: 1 },
      { subanswer: 'Abbreviate only after the controller does', points: 2 },
      { subanswer: 'Prefix plus last three characters ("November three four alpha")', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['With similar call signs on frequency, controllers may keep using full call signs.'],
    examples: [
      {
        example:
          'I use the full call sign first, and once the controller shortens it I can too. It would be November three four alpha, or Cessna three four alpha.',
        reasoning: 'All three points.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'I use the full call sign first' },
          { subanswer_index: 1, label: true, evidence: 'once the controller shortens it I can too' },
          { subanswer_index: 2, label: true, evidence: 'November three four alpha' },
        ],
      },
      {
        example: 'After the first call I can say three four alpha.',
        reasoning: 'Drops the prefix and abbreviates without waiting for ATC to do it first.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'After the first call' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 4-2-4',
  },
  {
    key: 'radio-roger-wilco',
    question_name: 'ppl.radio.04',
    question: 'What do "roger", "wilco" and "affirmative" mean, and which one answers a yes-or-no question?',
    answer:
      '"Roger" means I have received all of your last transmission; it does not answer a question. "Wilco" means I have received your message, understand it, and will comply. "Affirmative" means yes, so it (or "negative") answers a yes-or-no question.',
    subanswers: [
      { subanswer: 'Roger: I received your last transmission', points: 1 },
      { subanswer: 'Wilco: I understand and will comply', points: 1 },
      { subanswer: 'Affirmative: yes', points: 1 },
      { subanswer: 'Roger is not an answer to a yes/no question; use affirmative/negative', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Even when acknowledging with "roger" or "wilco", pilots should read back the numbers in a clearance.',
    ],
    examples: [
      {
        example:
          'Roger means I got your whole transmission. Wilco means I understand and will comply. Affirmative means yes, and that is what I say to a yes-or-no question, not roger.',
        reasoning: 'All definitions and the distinction.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Roger means I got your whole transmission' },
          { subanswer_index: 1, label: true, evidence: 'Wilco means I understand and will comply' },
          { subanswer_index: 2, label: true, evidence: 'Affirmative means yes' },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'that is what I say to a yes-or-no question, not roger',
          },
        ],
      },
      {
        example: 'Roger means yes, wilco means will comply.',
        reasoning: 'Roger does not mean yes; affirmative is not explained.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'wilco means will comply' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'Pilot/Controller Glossary (AIM)',
  },
  {
    key: 'radio-initial-contact',
    question_name: 'ppl.radio.05',
    question: 'What goes into your initial call to a tower or approach control when inbound VFR?',
    answer:
      'Who you are calling (the facility), who you are (full call sign, often with the type), where you are (position and altitude) and what you want (your request or intentions), plus the ATIS code if there is one. For example: "Springfield Tower, Skyhawk one two three four five, ten miles south at three thousand five hundred, inbound for landing with information Bravo."',
    subanswers: [
      { subanswer: 'Facility being called', points: 1 },
      { subanswer: 'Full aircraft call sign', points: 1 },
      { subanswer: 'Position and altitude', points: 1 },
      { subanswer: 'Request or intentions, with the ATIS code', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'The AIM suggests calling a tower about 15 miles from the airport.',
      'Listen before transmitting and think the message through before keying the mike.',
    ],
    examples: [
      {
        example:
          'Who I am calling, who I am, where I am, and what I want. Like: Springfield Tower, Skyhawk one two three four five, ten south at three thousand five hundred, landing with Bravo.',
        reasoning: 'All four elements, demonstrated.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Springfield Tower' },
          { subanswer_index: 1, label: true, evidence: 'Skyhawk one two three four five' },
          { subanswer_index: 2, label: true, evidence: 'ten south at three thousand five hundred' },
          { subanswer_index: 3, label: true, evidence: 'landing with Bravo' },
        ],
      },
      {
        example: 'I just say my tail number and that I want to land.',
        reasoning: 'Missing the facility, the position and the ATIS code.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'my tail number' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-2-3; AIM 4-3-2',
  },
  {
    key: 'radio-atis',
    question_name: 'ppl.radio.06',
    question: 'What is ATIS, and how do you let ATC know you have it?',
    answer:
      'The Automatic Terminal Information Service is a continuous recorded broadcast of non-control information at busier airports: weather, runways and approaches in use, and other items such as NOTAMs. Each update gets a new phonetic letter. On initial contact you tell the controller you have it, for example "with information Bravo".',
    subanswers: [
      {
        subanswer:
          'Continuous recorded broadcast of weather, runway in use and other non-control information',
        points: 2,
      },
      { subanswer: 'Each version identified by a phonetic letter', points: 1 },
      { subanswer: 'Say "with information (letter)" on initial contact', points: 2 },
    ],
    point_threshold: 4,
    contexts: [
      'Sky condition and visibility may be left out when the ceiling is above 5,000 feet and visibility is more than 5 miles.',
      'ATIS is updated with each new official weather observation or runway change.',
    ],
    examples: [
      {
        example:
          'It is a recorded loop with the weather, active runway and NOTAMs. Each one has a letter, and I tell the controller "with information Charlie" on my first call.',
        reasoning: 'Content, letter code and how to report it.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'a recorded loop with the weather, active runway and NOTAMs',
          },
          { subanswer_index: 1, label: true, evidence: 'Each one has a letter' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'I tell the controller "with information Charlie" on my first call',
          },
        ],
      },
      {
        example: 'It is the weather at the airport.',
        reasoning: 'Only part of the content; no letter code or reporting.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-1-13',
  },
  {
    key: 'radio-two-way-comms-established',
    question_name: 'ppl.radio.07',
    question:
      'You call approach before entering Class C, and the controller replies "Aircraft calling Columbus Approach, standby." May you enter the Class C?',
    answer:
      'No. Two-way radio communication has not been established because the controller did not use your call sign, so you must remain outside. Had the controller said "N12345, standby", communication would be established and you could enter unless told to remain outside.',
    subanswers: [
      { subanswer: 'No, remain outside', points: 2 },
      { subanswer: 'The controller did not use your call sign', points: 1 },
      { subanswer: 'With your call sign, even "standby", communication is established', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      '"Remain outside the Charlie airspace" from the controller overrides established communication.',
    ],
    examples: [
      {
        example:
          'No, they did not say my call sign, so communications are not established. If they had said my tail number and standby, I could go in.',
        reasoning: 'Correct decision and reasoning.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'No' },
          { subanswer_index: 1, label: true, evidence: 'they did not say my call sign' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'If they had said my tail number and standby, I could go in',
          },
        ],
      },
      {
        example: 'Yes, they answered me, so I am in contact.',
        reasoning: 'Wrong: without your call sign communication is not established.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'AIM 3-2-4; 14 CFR 91.130',
  },
  {
    key: 'radio-ctaf-self-announce',
    question_name: 'ppl.radio.08',
    question: 'At an airport without an operating tower, when should you self-announce on the CTAF?',
    answer:
      'Inbound: about 10 miles out, then when entering downwind, base and final, and when leaving the runway. Departing: before taxiing and before taxiing onto the runway for departure. Say the airport name at the beginning and end of each call.',
    subanswers: [
      { subanswer: 'Inbound about 10 miles out', points: 1 },
      { subanswer: 'Entering downwind, base and final', points: 1 },
      { subanswer: 'Leaving the runway', points: 1 },
      { subanswer: 'Departing: before taxi and before taxiing onto the runway', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['"Traffic in the area, please advise" is not a recognized phrase and should not be used.'],
    examples: [
      {
        example:
          'Ten miles out inbound, then entering downwind, base and final, and when I clear the runway. On departure, before I taxi and before I pull onto the runway.',
        reasoning: 'All recommended calls.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Ten miles out inbound' },
          { subanswer_index: 1, label: true, evidence: 'entering downwind, base and final' },
          { subanswer_index: 2, label: true, evidence: 'when I clear the runway' },
          { subanswer_index: 3, label: true, evidence: 'before I taxi and before I pull onto the runway' },
        ],
      },
      {
        example: 'Only on final, so people know I am landing.',
        reasoning: 'One call is far from enough for others to build a picture of traffic.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'AIM 4-1-9',
  },
];
