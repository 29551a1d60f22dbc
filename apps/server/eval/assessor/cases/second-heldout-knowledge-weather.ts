import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Former held-out knowledge answers, weather and VFR minimums (see second-heldout-knowledge.ts). */
export const cases: EvalCase[] = [
  // weather-metar-decode: wind 270/15G25 | 10 SM | BKN 3,500 ceiling | 18 / 9 | 29.92
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five, ten miles visibility, ceiling broken at thirty five hundred, overcast eight thousand, temperature eighteen dew point nine, altimeter two niner niner two',
    'spoken-numbers',
    [true, true, true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusting 25, visibility 10 miles, scattered at 3,500, overcast 8,000, 18 and 9, altimeter 29.92',
    'wrong-value',
    [true, true, false, true, true],
    'A scattered layer is not a ceiling, and BKN035 is broken.',
  ),
  c(
    'weather-metar-decode',
    'wind 250 at 15 gusting 25, 10 sm, broken 3500 overcast 8000, temp 18 dew 9, 29.92',
    'wrong-value',
    [false, true, true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind two seven zero at one five gusts two five, visibility one zero, broken at three thousand five hundred, overcast at eight thousand, temp one eight, dew point niner, altimeter two niner niner two',
    'icao-digits',
    [true, true, true, true, true],
  ),

  // weather-taf-change-groups: 5 SM | FM | TEMPO | PROB30
  c(
    'weather-taf-change-groups',
    'five statute miles around the runway complex, FM is a lasting change from that time, TEMPO is temporary under an hour each and less than half the period, PROB30 is a thirty percent chance of storms or precipitation',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'the TAF covers five statute miles from the airport center; PROB30 means a 0.3 probability of thunderstorms or rain',
    'equivalent',
    [true, false, false, true],
  ),
  c(
    'weather-taf-change-groups',
    'ten mile radius, prob30 is a thirty percent chance of precipitation',
    'wrong-value',
    [false, false, false, true],
  ),
  c('weather-taf-change-groups', 'prob thirty means there is a three percent chance', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),

  // weather-cloud-base-estimate: spread 10 | 2.5 per 1,000 | about 4,000 AGL
  c(
    'weather-cloud-base-estimate',
    'spread of ten divided by two point five is four so about four thousand feet agl',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'weather-cloud-base-estimate',
    'the spread is ten so roughly 2,500 feet above the ground',
    'wrong-value',
    [true, false, false],
  ),
  c(
    'weather-cloud-base-estimate',
    'ten degree spread, 2.5 per thousand feet, so cloud bases near four thousand above ground level',
    'correct',
    [true, true, true],
  ),

  // weather-structural-icing: visible moisture | at or below 0 °C | warmer air above
  c(
    'weather-structural-icing',
    'visible moisture and the airframe at or below zero celsius, and freezing rain means there is warmer air above you',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and temperatures above freezing, freezing rain means colder air above',
    'opposite',
    [true, false, false],
  ),
  c(
    'weather-structural-icing',
    'you need visible moisture like rain or clouds and a surface temperature of 32 degrees fahrenheit or colder',
    'equivalent',
    [true, true, false],
  ),

  // weather-airmets: Sierra | Tango | Zulu | moderate, light aircraft
  c(
    'weather-airmets',
    'sierra is ifr and mountain obscuration, tango is turbulence, strong surface winds and low level wind shear, zulu is icing and freezing levels',
    'partial',
    [true, true, true, false],
  ),
  c(
    'weather-airmets',
    'sierra is icing and freezing levels, zulu is ifr and mountain obscuration',
    'wrong-letter',
    [false, false, false, false],
  ),
  c(
    'weather-airmets',
    'sierra: IFR and mountains obscured; tango: moderate turbulence, surface winds of 30 knots or more, wind shear; zulu: moderate icing and freezing level; all moderate hazards mainly for light airplanes',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-airmets',
    'sierra ifr and mountain obscuration tango turbulence surface winds of thirty knots or more and low level wind sheer zulu icing and freezing levels',
    'asr-slip',
    [true, true, true, false],
  ),

  // weather-ceiling-definition: AGL | lowest BKN or OVC | vertical visibility
  c(
    'weather-ceiling-definition',
    'lowest broken or overcast layer above ground level or the vertical visibility into an obscuration',
    'correct',
    [true, true, true],
  ),
  c('weather-ceiling-definition', 'the lowest scattered or broken layer above the ground', 'wrong-value', [
    true,
    false,
    false,
  ]),
  c(
    'weather-ceiling-definition',
    'height above ground of the lowest layer that is broken or overcast, few and scattered do not count',
    'extra-item',
    [true, true, false],
  ),
  c(
    'weather-ceiling-definition',
    'the lowest broken or overcast layer measured above sea level',
    'opposite',
    [false, true, false],
  ),

  // weather-thunderstorm-ingredients: moisture | unstable air | lifting
  c(
    'weather-thunderstorm-ingredients',
    'moisture, unstable air and something to lift it like a front or mountains',
    'paraphrase',
    [true, true, true],
  ),
  c('weather-thunderstorm-ingredients', 'moisture, stable air and a lifting force', 'opposite', [
    true,
    false,
    true,
  ]),
  c(
    'weather-thunderstorm-ingredients',
    'water vapor, an unstable lapse rate, and lifting from heating, terrain or a front, plus they often form in the afternoon',
    'extra-item',
    [true, true, true],
  ),

  // weather-fog-types: radiation forms | radiation shallow, burns off | advection forms | advection wind
  c(
    'weather-fog-types',
    'radiation fog forms on clear calm nights when the ground cools the air to its dew point, is shallow and burns off after sunrise; advection fog is moist air moving over a colder surface, usually along the coast, and needs wind up to about fifteen knots',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-fog-types',
    'radiation fog needs a windy cloudy night; advection fog needs calm air',
    'opposite',
    [false, false, false, false],
  ),

  // weather-fronts / weather-stable-unstable
  c(
    'weather-fronts',
    'cold front: cumulus, showers and thunderstorms, turbulence, then colder with a wind shift and good visibility; warm front: stratus clouds, steady rain, low ceilings and poor visibility over a wide area',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-fronts',
    'cold front brings stratiform clouds and steady rain, warm front brings cumulus and thunderstorms',
    'opposite',
    [false, false, false, false],
  ),
  c('weather-fronts', 'i would check the notams before departure', 'off-topic', [false, false, false, false]),
  c(
    'weather-stable-unstable',
    'stable: stratus, fog, smooth, steady rain, poor visibility; unstable: cumulus, showers, turbulence, good visibility',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-stable-unstable',
    'stable air gives cumulus and turbulence, unstable gives stratus and smooth air',
    'opposite',
    [false, false, false, false],
  ),

  // VFR weather minimums
  c('vfr-min-class-b', 'tree miles visibility and clear of clouds', 'homophone', [true, true]),
  c('vfr-min-class-b', '3 SM and 500 below 1000 above 2000 horizontal', 'wrong-value', [true, false]),
  c('vfr-min-class-b', 'five miles and clear of clouds', 'wrong-value', [false, true]),
  c('vfr-min-class-b', 'clear of clouds, visibility three sm', 'word-order', [true, true]),
  c('vfr-min-class-b', 'three miles, you do not have to stay clear of clouds in bravo', 'negation', [
    true,
    false,
  ]),
  c(
    'vfr-min-class-c-d-e',
    'three one five two: three miles, five hundred below, a thousand above, two thousand horizontal',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c('vfr-min-class-c-d-e', 'three miles, 1,000 below, 500 above, 2,000 horizontal', 'wrong-value', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'vfr-min-class-c-d-e',
    'three statute miles, five hundred feet under, a thousand over and two thousand feet to the side of clouds',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'i think it is three miles and five hundred below a thousand above and two thousand horizontal',
    'hedge',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five miles, a thousand below, a thousand above and one mile horizontal',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five miles, one thousand below and above, and two thousand horizontal',
    'wrong-value',
    [true, true, true, false],
  ),
  c('vfr-min-class-g-day-low', 'won mile visibility clear of clouds', 'homophone', [true, true]),
  c('vfr-min-class-g-day-low', 'one statute mile, 500 below 1,000 above 2,000 horizontal', 'wrong-value', [
    true,
    false,
  ]),
  c('vfr-min-class-g-day-low', 'three miles clear of clouds', 'wrong-value', [false, true]),
  c(
    'vfr-min-class-g-night-low',
    'three miles 500 below 1,000 above 2,000 horizontal, except 1 mile clear of clouds in the pattern within half a mile of the runway',
    'equivalent',
    [true, true, true, true, true],
  ),
  c('vfr-min-class-g-night-low', 'one mile clear of clouds', 'wrong-value', [
    false,
    false,
    false,
    false,
    false,
  ]),
  c(
    'vfr-min-class-g-day-high',
    'one statute mile, five hundred below, one thousand above, two thousand horizontal',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-day-high',
    'three statute miles, 500 below, 1,000 above, 2,000 horizontal',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'vfr-surface-area-ceiling',
    'no, you need a 1,000 foot ceiling and 3 miles ground visibility, but you could ask for special vfr',
    'correct',
    [true, true, true, true],
  ),
  c('vfr-surface-area-ceiling', 'yes, class d only needs 1 mile', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'vfr-surface-area-ceiling',
    'negative, ceiling below one thousand and visibility under three miles; request special vfr from the tower',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'vfr-special-vfr',
    'an atc clearance to fly below vfr minimums in a surface area below ten thousand, clear of clouds, one mile visibility, and at night you need an instrument rating and an ifr equipped airplane',
    'correct',
    [true, true, true, true],
  ),
  c('vfr-special-vfr', 'clear of clouds with three miles visibility', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c(
    'vfr-special-vfr',
    'an ATC clearance inside the surface area below 10,000 msl, clear of clouds, 1 sm, and never at night',
    'wrong-value',
    [true, true, true, false],
  ),
];
