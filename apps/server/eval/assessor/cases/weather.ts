import type { EvalCase } from '../eval.types';

/** Weather theory and weather reports (ppl.weather.*). */
export const cases: EvalCase[] = [
  // weather-thunderstorm-ingredients: moisture | unstable air | lifting action
  {
    question_key: 'weather-thunderstorm-ingredients',
    reply:
      'Plenty of moisture, an unstable atmosphere, and something to kick it off by lifting the air, like a front or heating of the ground.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },
  {
    question_key: 'weather-thunderstorm-ingredients',
    reply: 'moisture and a lifting force',
    kind: 'partial',
    expected: [true, false, true],
  },
  {
    question_key: 'weather-thunderstorm-ingredients',
    reply: 'uh moisture i think unstable air and um something to lift it like terrain',
    kind: 'hedge',
    expected: [true, true, true],
  },
  {
    question_key: 'weather-thunderstorm-ingredients',
    reply: "moisture and something to lift it but the air doesn't need to be unstable",
    kind: 'negation',
    expected: [true, false, true],
  },

  // weather-thunderstorm-stages: cumulus updrafts | mature precipitation, up- and downdrafts | dissipating downdrafts
  {
    question_key: 'weather-thunderstorm-stages',
    reply:
      "cumulous stage with updrafts mature stage where rain falls with up drafts and down drafts and it's the worst and the dissipating stage with mostly down drafts",
    kind: 'asr-slip',
    expected: [true, true, true],
    note: '"cumulous" and the split "up drafts" / "down drafts" are recogniser output.',
  },
  {
    question_key: 'weather-thunderstorm-stages',
    reply: 'cumulus where the cloud builds on updrafts then mature and dissipating',
    kind: 'partial',
    expected: [true, false, false],
    note: 'Naming the mature and dissipating stages without what characterizes them does not earn those subanswers.',
  },
  {
    question_key: 'weather-thunderstorm-stages',
    reply:
      "cumulus is all updrafts mature has rain with updrafts and downdrafts and it's the most severe and in dissipating there are no downdrafts left",
    kind: 'negation',
    expected: [true, true, false],
  },

  // weather-fog-types: radiation cause | radiation shallow/burns off | advection cause | advection needs wind
  {
    question_key: 'weather-fog-types',
    reply:
      'radiation fog forms on clear calm nights when the ground cools the air to its dew point and it burns off after sunrise advection fog is moist air moving over a colder surface along the coast and it needs winds of at least thirty knots',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'Advection fog needs wind up to about 15 knots; stronger wind lifts it into stratus.',
  },
  {
    question_key: 'weather-fog-types',
    reply:
      "Radiation fog: clear night, little wind, the ground loses heat and chills the air to its dew point; it's shallow, sits in low spots over land and burns off after sunrise. Advection fog: humid air blown across cooler ground or water, typical on coasts, and it needs a breeze.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'weather-fog-types',
    reply:
      'radiation fog is from the ground cooling the air to the dew point on a clear calm night and advection fog is when moist air moves over colder water',
    kind: 'partial',
    expected: [true, false, true, false],
  },

  // weather-structural-icing: visible moisture | at or below 0 C | freezing rain = warmer air above
  {
    question_key: 'weather-structural-icing',
    reply:
      "visible moisture and an airframe temperature of zero degrees celsius or colder and freezing rain means there's warmer air above",
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'weather-structural-icing',
    reply:
      'visible moisture and temperature at or below freezing and freezing rain means it is not warmer above you',
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'weather-structural-icing',
    reply:
      "you need visible moisture and temperatures at or below five degrees celsius and freezing rain tells you there's a warmer layer above",
    kind: 'wrong-value',
    expected: [true, false, true],
    note: 'The airframe must be at or below 0 degrees Celsius, not 5.',
  },

  // weather-fronts: cold front weather | after cold front | warm front clouds/precip | warm front ceilings/visibility
  {
    question_key: 'weather-fronts',
    reply: 'cold fronts give cumulus showers and turbulence warm fronts give stratus and steady rain',
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'weather-fronts',
    reply:
      'uh a cold front is kind of cumulus clouds showers maybe thunderstorms and bumpy and then afterwards it gets cooler and clearer with a wind shift and a warm front i think stratus clouds steady rain and low ceilings over a big area',
    kind: 'hedge',
    expected: [true, true, true, true],
  },

  // weather-stable-unstable: stable clouds | stable air/precip/visibility | unstable clouds/precip | unstable turbulence/visibility
  {
    question_key: 'weather-stable-unstable',
    reply:
      'Stable air: layered clouds, maybe fog, a smooth ride, continuous rain and hazy visibility. Unstable air: towering puffy clouds, showers, bumps, and good visibility outside the showers.',
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'weather-stable-unstable',
    reply: 'stable air means stratus clouds and fog unstable means cumulus and showers',
    kind: 'partial',
    expected: [true, false, true, false],
  },

  // weather-cloud-base-estimate: spread 10 | divide by 2.5 per 1,000 ft | about 4,000 AGL
  {
    question_key: 'weather-cloud-base-estimate',
    reply: 'the spread is ten degrees divided by two point five gives four so around four thousand feet agl',
    kind: 'spoken-numbers',
    expected: [true, true, true],
  },
  {
    question_key: 'weather-cloud-base-estimate',
    reply: "spread of ten degrees divided by two point five that's about four hundred feet",
    kind: 'wrong-value',
    expected: [true, true, false],
  },
  {
    question_key: 'weather-cloud-base-estimate',
    reply: 'the spread is twelve degrees divided by two and a half is about four thousand eight hundred feet',
    kind: 'wrong-value',
    expected: [false, true, false],
    note: 'Twenty minus ten is a 10 degree spread; the method is right, the numbers are not.',
  },
  {
    question_key: 'weather-cloud-base-estimate',
    reply:
      "ten degree spread divided by two decimal fife per thousand feet that's fower thousand feet above ground",
    kind: 'icao-digits',
    expected: [true, true, true],
  },

  // weather-metar-decode: wind 270/15G25 | 10 SM | BKN035 ceiling | 18/09 | A2992
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind two seven zero at one fife gusting two fife visibility one zero miles ceiling broken at tree thousand fife hundred overcast eight thousand temperature one eight dew point niner altimeter two niner niner two',
    kind: 'icao-digits',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind two seven zero at fifteen gusting twenty five ten miles broken at thirty five thousand temperature eighteen dew point nine altimeter two nine nine two',
    kind: 'wrong-value',
    expected: [true, true, false, true, true],
    note: 'BKN035 is 3,500 feet, not 35,000.',
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind two seventy at fifteen gusting twenty five ten statute miles ceiling three thousand five hundred broken temperature eighteen dew point nine altimeter two niner two niner',
    kind: 'wrong-value',
    expected: [true, true, true, true, false],
    note: 'A2992 is 29.92, not 29.29.',
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind from two hundred seventy degrees at fifteen knots gusting to twenty five visibility ten statute miles broken at thirty five hundred which is the ceiling overcast at eight thousand temperature eighteen dew point nine altimeter twenty nine ninety two',
    kind: 'spoken-numbers',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind two seven zero at twenty five gusting fifteen ten miles broken thirty five hundred overcast eight thousand eighteen and nine altimeter two niner niner two',
    kind: 'wrong-value',
    expected: [false, true, true, true, true],
    note: 'Steady wind and gust are swapped.',
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'altimeter two niner niner two temperature eighteen dew point nine ceiling broken at three thousand five hundred ten miles visibility and wind two seven zero at fifteen gusting twenty five',
    kind: 'word-order',
    expected: [true, true, true, true, true],
  },
  {
    question_key: 'weather-metar-decode',
    reply:
      'wind two seven zero at fifteen gusting twenty five ten miles broken three thousand five hundred temperature nine dew point eighteen altimeter two niner niner two',
    kind: 'wrong-value',
    expected: [true, true, true, false, true],
    note: 'Temperature and dew point swapped. The question still passes on points, but the label must be false.',
  },

  // weather-taf-change-groups: 5 SM radius | FM | TEMPO | PROB30
  {
    question_key: 'weather-taf-change-groups',
    reply:
      'a taf covers ten statute miles around the airport fm means from that time on conditions change to the new line tempo is temporary changes under an hour at a time and prob thirty is a thirty percent chance of rain or storms',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'A TAF covers 5 statute miles around the runway complex, not 10.',
  },
  {
    question_key: 'weather-taf-change-groups',
    reply:
      'five statute miles from the center of the runway complex from means a rapid lasting change starting at that time tempo means temporary fluctuations lasting less than an hour and prob thirty is a thirty percent probability of thunderstorms or precipitation',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'weather-taf-change-groups',
    reply:
      'five miles around the airport fm means a lasting change from that time tempo is temporary conditions for less than an hour and prob thirty means the forecast is good for thirty hours',
    kind: 'wrong-value',
    expected: [true, true, true, false],
  },

  // weather-ceiling-definition: above ground level | lowest broken or overcast | or vertical visibility
  {
    question_key: 'weather-ceiling-definition',
    reply:
      "it's the lowest layer reported as broken or overcast measured above sea level not above the ground or the vertical visibility into an obscuration",
    kind: 'negation',
    expected: [false, true, true],
  },
  {
    question_key: 'weather-ceiling-definition',
    reply: 'The height AGL of the lowest BKN or OVC layer, or the VV when the sky is obscured.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },
  {
    question_key: 'weather-ceiling-definition',
    reply: 'the lowest broken or overcast layer',
    kind: 'partial',
    expected: [false, true, false],
    note: 'Above ground level is not stated, so subanswer 1 is not conveyed.',
  },

  // weather-airmets: Sierra | Tango | Zulu | moderate hazards for light aircraft
  {
    question_key: 'weather-airmets',
    reply:
      'sierra is ifr and mountain obscuration tango is moderate turbulence and sustained surface winds of twenty knots or more zulu is icing and freezing levels',
    kind: 'wrong-value',
    expected: [true, false, true, false],
    note: 'Tango is for sustained surface winds of 30 knots or more, not 20.',
  },
  {
    question_key: 'weather-airmets',
    reply:
      "sierra is for ifr and mountain obscuration tango is for moderate turbulence strong surface winds and low level wind shear and zulu is for icing and freezing levels they're moderate hazards for for light aircraft",
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'weather-airmets',
    reply: 'i would just look out the window before the flight',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },
];
