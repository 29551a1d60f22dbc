import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Tuning since 2026-11-27, when a fourth held-out part replaced this one (cases/index.ts).
 * Held-out knowledge answers, weather (see third-heldout-knowledge-regulations.ts). */
export const cases: EvalCase[] = [
  c(
    'weather-thunderstorm-ingredients',
    'lots of humidity, an unstable atmosphere and something to push the air up like a mountain or a front',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'plenty of moisture, a stable atmosphere and some lifting force',
    'opposite',
    [true, false, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'water vapor, instability, lift, and usually heat in the afternoon',
    'extra-item',
    [true, true, true],
  ),
  c(
    'weather-thunderstorm-stages',
    'first the cumulus stage where it grows with mostly rising air, then the mature stage when rain starts and there are both updrafts and downdrafts and it is the strongest, and finally dissipating when downdrafts take over',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'weather-thunderstorm-stages',
    'cumulus: downdrafts dominate; mature: rain, updrafts and downdrafts; dissipating: updrafts dominate',
    'opposite',
    [false, true, false],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on clear windless nights when the ground cools the air down to the dew point, it is shallow, over land and burns off after the sun comes up; advection fog is moist air blowing over colder ground or water, like on the coast, and it needs some wind up to fifteen knots',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-fog-types',
    'radiation fog happens on cloudy windy nights; advection fog is warm moist air moving over a cold surface and it needs wind',
    'opposite',
    [false, false, true, true],
  ),
  c(
    'weather-fog-types',
    'radiation fog: clear, calm night, ground cools the air to its dew point; advection fog: moist air moves over a cooler surface near the coast',
    'partial',
    [true, false, true, false],
  ),
  c('weather-fog-types', 'i always check the weather app before flying', 'off-topic', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'weather-structural-icing',
    'you need visible moisture such as cloud or rain and the airframe has to be at or below zero celsius; freezing rain means there is warmer air above you, an inversion',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and an aircraft surface at or below thirty two fahrenheit, and freezing rain means warmer air higher up',
    'equivalent',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and temperatures at or above freezing, freezing rain means colder air above',
    'opposite',
    [true, false, false],
  ),
  c(
    'weather-fronts',
    'a cold front brings puffy towering clouds, showers or thunderstorms and bumpy air, and behind it it gets cooler with a wind shift and better visibility; a warm front brings layered clouds and steady rain, low ceilings and poor visibility over a wide area',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-fronts',
    'cold front: stratiform clouds and steady rain; warm front: cumuliform clouds, showers and turbulence',
    'opposite',
    [false, false, false, false],
  ),
  c(
    'weather-stable-unstable',
    'stable air gives layered clouds or fog, smooth rides, steady rain and bad visibility, unstable air gives puffy clouds with showers, bumpy air and good visibility',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-stable-unstable',
    'stable: stratus and fog, smooth air, steady rain, good visibility; unstable: cumulus, showers, turbulence, poor visibility',
    'opposite',
    [true, false, true, false],
  ),
  c(
    'weather-cloud-base-estimate',
    'the spread is ten degrees, divide by two and a half per thousand feet, so bases around four thousand feet above the ground',
    'equivalent',
    [true, true, true],
  ),
  c('weather-cloud-base-estimate', 'spread of 10, divided by 4.4, gives about 2,300 feet', 'wrong-value', [
    true,
    false,
    false,
  ]),
  c('weather-cloud-base-estimate', 'the difference is 10 degrees, so around 4,000 feet AGL', 'partial', [
    true,
    false,
    true,
  ]),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five, ten miles visibility, ceiling broken thirty five hundred, overcast eight thousand, temperature eighteen, dew point nine, altimeter two niner niner two',
    'icao-digits',
    [true, true, true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gust 25, vis 10 SM, scattered 3,500, overcast 8,000, 18 and 9, altimeter 29.92',
    'wrong-value',
    [true, true, false, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'a taf covers five statute miles around the airport, from means a quick lasting change starting at that time, tempo is temporary changes lasting less than an hour and under half the period, and prob thirty is a thirty percent probability of storms or rain',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'TAF covers 5 SM around the field; PROB30 means a 0.3 probability of thunderstorms or precipitation',
    'equivalent',
    [true, false, false, true],
  ),
  c('weather-taf-change-groups', 'a taf covers a ten mile radius around the airport', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'weather-ceiling-definition',
    'the height above the ground of the lowest cloud layer that is broken or overcast, or the vertical visibility into an obscuration',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-ceiling-definition',
    'the lowest layer reported as scattered or broken, measured above ground',
    'wrong-value',
    [true, false, false],
  ),
  c('weather-ceiling-definition', 'lowest bkn or ovc layer, height above ground level', 'equivalent', [
    true,
    true,
    false,
  ]),
  c(
    'weather-ceiling-definition',
    'i believe it is the lowest broken or overcast layer, measured above the ground',
    'hedge',
    [true, true, false],
  ),
  c(
    'weather-airmets',
    'sierra is for low ceilings and visibility and mountains being obscured, tango is for turbulence and strong surface winds and wind shear, zulu is for icing and freezing levels, and they cover moderate hazards that matter mostly to light airplanes',
    'paraphrase',
    [true, true, true, true],
  ),
  c('weather-airmets', 'sierra is icing, tango is turbulence, zulu is IFR', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
];
