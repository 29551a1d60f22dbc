import type { SeedQuestion } from '../content.types';

/** Weather theory: thunderstorms, fog, icing, fronts, stability. */
export const weatherQuestions: SeedQuestion[] = [
  {
    key: 'weather-thunderstorm-ingredients',
    question_name: 'ppl.weather.01',
    question: 'What three conditions are needed for a thunderstorm to form?',
    answer:
      'Enough water vapor (moisture), an unstable lapse rate (unstable air), and an initial lifting force such as a front, rising terrain or surface heating.',
    subanswers: [
      { subanswer: 'Sufficient water vapor / moisture', points: 1 },
      { subanswer: 'Unstable air (unstable lapse rate)', points: 1 },
      { subanswer: 'An initial lifting action (front, terrain, heating)', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Thunderstorms bring turbulence, icing, hail, lightning, wind shear and low ceilings; severe storms should be avoided by at least 20 miles.',
    ],
    examples: [
      {
        example: 'You need moisture, unstable air, and something to lift it, like a front or mountains.',
        reasoning: 'All three ingredients.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'moisture' },
          { subanswer_index: 1, label: true, evidence: 'unstable air' },
          { subanswer_index: 2, label: true, evidence: 'something to lift it, like a front or mountains' },
        ],
      },
      {
        example: 'Heat and humidity.',
        reasoning: 'Humidity is moisture and heating can be a lifting force, but instability is missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'humidity' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'Heat' },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-thunderstorm-stages',
    question_name: 'ppl.weather.02',
    question: 'What are the three stages of a thunderstorm, and what characterizes each one?',
    answer:
      'Cumulus stage: the cloud builds on continuous updrafts. Mature stage: precipitation begins to fall, so strong downdrafts exist beside updrafts; this is the most violent stage. Dissipating stage: downdrafts dominate and the storm rains itself out.',
    subanswers: [
      { subanswer: 'Cumulus stage: updrafts dominate as the cloud builds', points: 1 },
      { subanswer: 'Mature stage: precipitation falls, updrafts and downdrafts, most intense', points: 1 },
      { subanswer: 'Dissipating stage: downdrafts dominate', points: 1 },
    ],
    point_threshold: 3,
    contexts: ['The start of rain from the cloud base is the sign that a cell has reached the mature stage.'],
    examples: [
      {
        example:
          'Cumulus, where it is all updrafts building the cloud. Mature, when the rain starts and you have updrafts and downdrafts together, the worst part. Then dissipating, when it is mostly downdrafts.',
        reasoning: 'All stages with their characteristics.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'Cumulus, where it is all updrafts building the cloud',
          },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'Mature, when the rain starts and you have updrafts and downdrafts',
          },
          { subanswer_index: 2, label: true, evidence: 'dissipating, when it is mostly downdrafts' },
        ],
      },
      {
        example: 'Developing, mature and dying.',
        reasoning: 'Names are loosely right but nothing describes what happens in each stage.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-fog-types',
    question_name: 'ppl.weather.03',
    question: 'What is the difference between radiation fog and advection fog?',
    answer:
      'Radiation fog forms over land on clear nights with calm or light wind, when the ground cools the air above it to its dew point; it is shallow, lies in low areas and usually burns off after sunrise. Advection fog forms when moist air moves over a colder surface, typically along coasts; it needs some wind (up to about 15 knots) and can be deeper and more persistent.',
    subanswers: [
      { subanswer: 'Radiation fog: clear, calm night; ground cools the air to its dew point', points: 2 },
      { subanswer: 'Radiation fog: shallow, over land, burns off after sunrise', points: 1 },
      { subanswer: 'Advection fog: moist air moving over a colder surface (coastal)', points: 2 },
      { subanswer: 'Advection fog needs wind (up to about 15 knots)', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['Stronger winds (above about 15 knots) tend to lift advection fog into low stratus.'],
    examples: [
      {
        example:
          'Radiation fog happens on clear, calm nights when the ground cools the air to the dew point, and it burns off in the morning. Advection fog is moist air blowing in over colder ground or water, like on the coast, and it needs some wind.',
        reasoning: 'Both mechanisms and the distinguishing details.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'clear, calm nights when the ground cools the air to the dew point',
          },
          { subanswer_index: 1, label: true, evidence: 'burns off in the morning' },
          { subanswer_index: 2, label: true, evidence: 'moist air blowing in over colder ground or water' },
          { subanswer_index: 3, label: true, evidence: 'it needs some wind' },
        ],
      },
      {
        example: 'Radiation fog comes from the sun heating the ground, and advection fog is from rain.',
        reasoning: 'Both mechanisms are wrong.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-structural-icing',
    question_name: 'ppl.weather.04',
    question: 'What two conditions are needed for structural icing, and what does freezing rain tell you?',
    answer:
      'Visible moisture (rain or cloud droplets) and an airframe temperature at or below 0 °C where the water strikes. Freezing rain means rain is falling from warmer air above into freezing air below, a temperature inversion, so there is warmer air at a higher altitude.',
    subanswers: [
      { subanswer: 'Visible moisture (clouds, rain)', points: 2 },
      { subanswer: 'Aircraft surface temperature at or below freezing (0 °C)', points: 2 },
      { subanswer: 'Freezing rain means warmer air above (temperature inversion)', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['Structural ice adds weight and drag, and it destroys lift by spoiling the airfoil shape.'],
    examples: [
      {
        example:
          'You need visible moisture and the airplane has to be at or below freezing. Freezing rain means there is a warmer layer above you.',
        reasoning: 'Both conditions plus the inversion.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'visible moisture' },
          { subanswer_index: 1, label: true, evidence: 'the airplane has to be at or below freezing' },
          { subanswer_index: 2, label: true, evidence: 'there is a warmer layer above you' },
        ],
      },
      {
        example: 'Temperatures below freezing. Freezing rain means it is colder above.',
        reasoning: 'Misses visible moisture and gets the inversion backwards.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: true, evidence: 'Temperatures below freezing' },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-fronts',
    question_name: 'ppl.weather.05',
    question: 'How does the weather typically differ between a cold front and a warm front?',
    answer:
      'A fast-moving cold front brings cumuliform clouds, showers, possible thunderstorms and turbulence in a narrow band; after it passes, temperature and dew point drop, the wind shifts, pressure rises and visibility improves. A warm front brings stratiform clouds and steady precipitation over a wide area, with low ceilings, fog and poor visibility, and it moves more slowly.',
    subanswers: [
      { subanswer: 'Cold front: cumuliform clouds, showers/thunderstorms, turbulence', points: 2 },
      { subanswer: 'After a cold front: cooler, wind shift, better visibility', points: 1 },
      { subanswer: 'Warm front: stratiform clouds, steady precipitation', points: 2 },
      { subanswer: 'Warm front: low ceilings and poor visibility over a wide area', points: 1 },
    ],
    point_threshold: 4,
    contexts: ['Front passage is marked by a change in temperature, dew point, wind direction and pressure.'],
    examples: [
      {
        example:
          'Cold fronts bring puffy cumulus, showers and maybe thunderstorms, bumpy air, then it clears up and gets cooler with a wind shift. Warm fronts bring layered stratus clouds and steady rain with low ceilings and bad visibility for a long way.',
        reasoning: 'Both fronts described, including after-passage weather.',
        subanswer_examples: [
          {
            subanswer_index: 0,
            label: true,
            evidence: 'puffy cumulus, showers and maybe thunderstorms, bumpy air',
          },
          { subanswer_index: 1, label: true, evidence: 'clears up and gets cooler with a wind shift' },
          { subanswer_index: 2, label: true, evidence: 'layered stratus clouds and steady rain' },
          { subanswer_index: 3, label: true, evidence: 'low ceilings and bad visibility for a long way' },
        ],
      },
      {
        example: 'A cold front is colder and a warm front is warmer.',
        reasoning: 'Restates the names without any weather characteristics.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
          { subanswer_index: 3, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-stable-unstable',
    question_name: 'ppl.weather.06',
    question: 'What weather would you expect in stable air compared with unstable air?',
    answer:
      'Stable air: stratiform clouds and fog, smooth air, steady precipitation, and fair to poor visibility in haze or smoke. Unstable air: cumuliform clouds, showery precipitation, turbulence, and good visibility outside the showers.',
    subanswers: [
      { subanswer: 'Stable: stratiform clouds / fog', points: 1 },
      { subanswer: 'Stable: smooth air, steady precipitation, poor visibility', points: 1 },
      { subanswer: 'Unstable: cumuliform clouds, showery precipitation', points: 1 },
      { subanswer: 'Unstable: turbulence, good visibility', points: 1 },
    ],
    point_threshold: 3,
    contexts: [
      'Stability depends on the lapse rate: the faster temperature falls with height, the less stable the air.',
    ],
    examples: [
      {
        example:
          'Stable air gives layered stratus or fog, smooth rides, steady rain and hazy, poor visibility. Unstable air gives cumulus, showers, bumps and good visibility.',
        reasoning: 'Full comparison.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'layered stratus or fog' },
          {
            subanswer_index: 1,
            label: true,
            evidence: 'smooth rides, steady rain and hazy, poor visibility',
          },
          { subanswer_index: 2, label: true, evidence: 'cumulus, showers' },
          { subanswer_index: 3, label: true, evidence: 'bumps and good visibility' },
        ],
      },
      {
        example: 'Stable air is smooth with good visibility, unstable air is bumpy with cumulus clouds.',
        reasoning: 'Stable air usually has poor visibility; cloud type for stable air is missing.',
        subanswer_examples: [
          { subanswer_index: 0, label: false, evidence: null },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: true, evidence: 'cumulus clouds' },
          { subanswer_index: 3, label: true, evidence: 'bumpy' },
        ],
      },
    ],
    difficulty: 1,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
  {
    key: 'weather-cloud-base-estimate',
    question_name: 'ppl.weather.07',
    question:
      'The surface temperature is 20 degrees Celsius and the dew point is 10. About where would you expect the bases of cumulus clouds?',
    answer:
      'The spread is 10 °C. Rising air and its dew point converge at about 2.5 °C per 1,000 feet (4.4 °F), so the bases should be near 10 ÷ 2.5 × 1,000 = 4,000 feet AGL.',
    subanswers: [
      { subanswer: 'Temperature/dew point spread of 10 °C', points: 1 },
      { subanswer: 'Divide by 2.5 °C (4.4 °F) per 1,000 feet', points: 1 },
      { subanswer: 'Bases about 4,000 feet AGL', points: 2 },
    ],
    point_threshold: 3,
    contexts: ['The estimate gives height above ground, not MSL, and works for convective (cumulus) clouds.'],
    examples: [
      {
        example:
          'The spread is ten degrees, divided by two and a half is four, so about four thousand feet above the ground.',
        reasoning: 'Correct method and result.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'The spread is ten degrees' },
          { subanswer_index: 1, label: true, evidence: 'divided by two and a half' },
          { subanswer_index: 2, label: true, evidence: 'about four thousand feet above the ground' },
        ],
      },
      {
        example: 'Ten degrees spread divided by 4.4 gives a bit over two thousand feet.',
        reasoning: 'Uses the Fahrenheit factor with a Celsius spread, so the answer is wrong.',
        subanswer_examples: [
          { subanswer_index: 0, label: true, evidence: 'Ten degrees spread' },
          { subanswer_index: 1, label: false, evidence: null },
          { subanswer_index: 2, label: false, evidence: null },
        ],
      },
    ],
    difficulty: 2,
    source: 'PHAK (FAA-H-8083-25), Ch. 12 Weather Theory',
  },
];
