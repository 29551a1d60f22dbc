import type { SeedQuestion } from '../content.types';

/** Weather reports and forecasts: METAR, TAF, ceilings, AIRMETs. */
export const weatherReportsQuestions: SeedQuestion[] = [
  {
    key: 'weather-metar-decode',
    question_name: 'ppl.weather.08',
    question: 'Decode this METAR for me: KXYZ 121853Z 27015G25KT 10SM BKN035 OVC080 18/09 A2992.',
    answer:
      'Observed on the 12th at 1853 Zulu. Wind from 270 degrees true at 15 knots gusting 25. Visibility 10 statute miles. Broken clouds at 3,500 feet AGL, which is the ceiling, and overcast at 8,000. Temperature 18 °C, dew point 9 °C. Altimeter 29.92.',
    subanswers: [
      { subanswer: 'Wind 270 at 15 knots gusting 25', points: 1 },
      { subanswer: 'Visibility 10 statute miles', points: 1 },
      { subanswer: 'Ceiling broken at 3,500 feet AGL (overcast at 8,000)', points: 2 },
      { subanswer: 'Temperature 18 °C, dew point 9 °C', points: 1 },
      { subanswer: 'Altimeter 29.92', points: 1 },
    ],
    point_threshold: 5,
    contexts: [
      'METAR wind directions are relative to true north; ATIS and tower winds are magnetic.',
      'Cloud heights in a METAR are in hundreds of feet above ground level.',
    ],
    examples: [
      {
        example:
          'That is the twelfth at eighteen fifty-three Zulu, wind two seven zero at fifteen gusting twenty-five, ten miles visibility, ceiling thirty-five hundred broken, overcast at eight thousand, temperature eighteen, dew point nine, altimeter two niner niner two.',
        reasoning: 'Every group decoded.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'wind two seven zero at fifteen gusting twenty-five' },
          { subanswer_index: 1, label: true, evidence: 'ten miles visibility' },
          { subanswer_index: 2, label: true, evidence: 'ceiling thirty-five hundred broken' },
          { subanswer_index: 3, label: true, evidence: 'temperature eighteen, dew point nine' },
          { subanswer_index: 4, label: true, evidence: 'altimeter two niner niner two' },
        ],
      },
      {
        example:
          'Wind two seven zero at fifteen gusting twenty-five, ten miles, clouds broken at three hundred fifty feet, eighteen and nine, two niner niner two.',
        reasoning: 'Misreads the cloud height: 035 means 3,500 feet, not 350, so the ceiling is wrong.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Wind two seven zero at fifteen gusting twenty-five' },
          { subanswer_index: 1, label: true, evidence: 'ten miles' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: true, evidence: 'eighteen and nine' },
          { subanswer_index: 4, label: true, evidence: 'two niner niner two' },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 13 Aviation Weather Services',
  },
  {
    key: 'weather-taf-change-groups',
    question_name: 'ppl.weather.09',
    question: 'What area does a TAF cover, and what do FM, TEMPO and PROB30 mean in it?',
    answer:
      'A TAF forecasts conditions within 5 statute miles of the center of the runway complex. FM (from) marks a rapid, lasting change starting at the stated time; the new line replaces the earlier forecast. TEMPO marks temporary fluctuations, each expected to last less than an hour and in total less than half of the period. PROB30 gives a 30 percent probability of thunderstorms or precipitation during the period.',
    subanswers: [
      { subanswer: 'Covers a 5 statute mile radius around the airport', points: 1 },
      { subanswer: 'FM: a rapid, lasting change beginning at that time', points: 1 },
      {
        subanswer: 'TEMPO: temporary fluctuations, under an hour each, less than half the period',
        points: 1,
      },
      { subanswer: 'PROB30: 30 percent chance of thunderstorms or precipitation', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'TAFs are normally issued four times a day and are usually valid for 24 hours (30 hours at some airports).',
    ],
    examples: [
      {
        example:
          'It covers five statute miles around the airport. FM means from that time the conditions change to what follows. TEMPO means temporary changes lasting less than an hour at a time. PROB30 is a thirty percent chance of storms or rain.',
        reasoning: 'All four items.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'five statute miles around the airport' },
          { subanswer_index: 1, label: true, evidence: 'FM means from that time the conditions change' },
          {
            subanswer_index: 2,
            label: true,
            evidence: 'TEMPO means temporary changes lasting less than an hour',
          },
          {
            subanswer_index: 3,
            label: true,
            evidence: 'PROB30 is a thirty percent chance of storms or rain',
          },
        ],
      },
      {
        example: 'It covers a twenty mile radius, FM is from, and TEMPO means tempo.',
        reasoning: 'Wrong radius and TEMPO is not explained.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'FM is from' },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 13 Aviation Weather Services',
  },
  {
    key: 'weather-ceiling-definition',
    question_name: 'ppl.weather.10',
    question: 'What is the definition of a ceiling?',
    answer:
      'The height above the ground of the lowest cloud layer reported as broken or overcast, or the vertical visibility into an obscuration. Few and scattered layers are not ceilings.',
    subanswers: [
      { subanswer: 'Height above ground level', points: 1 },
      { subanswer: 'Lowest layer reported broken or overcast', points: 2 },
      { subanswer: 'Or vertical visibility into an obscuration', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['In a METAR, vertical visibility appears as VV followed by the height, e.g. VV004.'],
    examples: [
      {
        example:
          'It is the lowest broken or overcast layer, measured above the ground, or the vertical visibility if the sky is obscured.',
        reasoning: 'Complete definition.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'measured above the ground' },
          { subanswer_index: 1, label: true, evidence: 'the lowest broken or overcast layer' },
          { subanswer_index: 2, label: true, evidence: 'the vertical visibility if the sky is obscured' },
        ],
      },
      {
        example: 'The lowest layer of clouds, including scattered.',
        reasoning: 'Scattered layers do not constitute a ceiling.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: '14 CFR 1.1',
  },
  {
    key: 'weather-airmets',
    question_name: 'ppl.weather.11',
    question: 'What are the three kinds of AIRMET, and what does each one warn about?',
    answer:
      'AIRMETs warn of weather that is hazardous mainly to light aircraft. Sierra: IFR conditions and extensive mountain obscuration. Tango: moderate turbulence, sustained surface winds of 30 knots or more, and non-convective low-level wind shear. Zulu: moderate icing and freezing levels.',
    subanswers: [
      { subanswer: 'Sierra: IFR conditions / mountain obscuration', points: 1 },
      {
        subanswer: 'Tango: moderate turbulence, surface winds 30 knots or more, low-level wind shear',
        points: 1,
      },
      { subanswer: 'Zulu: moderate icing and freezing levels', points: 1 },
      { subanswer: 'Moderate-intensity hazards, mainly significant to light aircraft', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'SIGMETs cover more severe hazards (severe icing, severe or extreme turbulence, dust or volcanic ash); convective SIGMETs cover thunderstorms.',
    ],
    examples: [
      {
        example:
          'Sierra is for IFR and mountain obscuration, Tango is moderate turbulence and strong surface winds, Zulu is icing and freezing levels. They are moderate hazards aimed at small airplanes.',
        reasoning: 'All three types and their purpose.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Sierra is for IFR and mountain obscuration' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'Tango is moderate turbulence and strong surface winds',
          },
          { subanswer_index: 2, label: true, evidence: 'Zulu is icing and freezing levels' },
          { subanswer_index: 3, label: true, evidence: 'moderate hazards aimed at small airplanes' },
        ],
      },
      {
        example: 'Sierra is for IFR, Tango is thunderstorms and Zulu is turbulence.',
        reasoning:
          'Only Sierra is right; thunderstorms are covered by convective SIGMETs and turbulence by Tango.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Sierra is for IFR' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 13 Aviation Weather Services; AC 00-45',
  },
];
