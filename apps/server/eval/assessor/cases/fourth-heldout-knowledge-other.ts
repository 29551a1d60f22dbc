import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the fifth held-out part replaced it (2026-11-27, evening); formerly the
 * fourth held-out part, knowledge answers on weather, performance, radio, emergencies and
 * aeromedical factors (see knowledge-rules.ts): written on 2026-11-27 and committed alone, before
 * that day's assessor changes.
 */
export const cases: EvalCase[] = [
  c(
    'weather-taf-change-groups',
    'covers 5 statute miles around the airport. FM is a lasting change from that time, TEMPO is temporary fluctuations lasting under an hour each and less than half the period, PROB30 is a 0.3 probability of storms or rain',
    'equivalent',
    [T, T, T, T],
  ),
  c('weather-taf-change-groups', 'a TAF covers 10 statute miles around the airport', 'wrong-value', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'weather-taf-change-groups',
    'PROB30 is a thirty percent chance of thunderstorms or precipitation, and TEMPO is a permanent change',
    'opposite',
    [F, F, F, T],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of ten degrees divided by two and a half per thousand gives four thousand feet agl',
    'spoken-numbers',
    [T, T, T],
  ),
  c('weather-cloud-base-estimate', 'the bases would be around 5,000 feet agl', 'wrong-value', [F, F, F]),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five, ten miles visibility, ceiling broken thirty five hundred, temperature eighteen dew point nine, altimeter two niner niner two',
    'spoken-numbers',
    [T, T, T, T, T],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusting 25, visibility 10 miles, broken 3,500, temperature 9 and dew point 18, altimeter 29.92',
    'wrong-value',
    [T, T, T, F, T],
    'temperature and dew point swapped',
  ),
  c(
    'weather-ceiling-definition',
    'height above ground of the lowest broken or overcast layer, or vertical visibility',
    'correct',
    [T, T, T],
  ),
  c('weather-ceiling-definition', 'height above sea level of the lowest scattered layer', 'wrong-value', [
    F,
    F,
    F,
  ]),
  c(
    'weather-airmets',
    'sierra ifr and mountain obscuration, tango turbulence and surface winds of thirty knots or more, zulu icing and freezing levels, and they are for moderate hazards mostly to light airplanes',
    'correct',
    [T, T, T, T],
  ),
  c('weather-airmets', 'cleared for takeoff runway one six', 'off-topic', [F, F, F, F]),
  c(
    'weather-fog-types',
    "radiation fog forms on clear calm nights as the ground cools the air to the dew point, it's shallow and burns off after sunrise; advection fog is moist air moving over colder ground near coasts and needs wind up to about 15 knots",
    'correct',
    [T, T, T, T],
  ),
  c('weather-fog-types', 'advection fog forms on calm nights and radiation fog needs wind', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'weather-stable-unstable',
    'stable air has cumuliform clouds and turbulence, unstable air has stratiform clouds and steady rain',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-fronts',
    'a cold front brings stratiform clouds and steady rain over a wide area, a warm front brings cumulus and thunderstorms',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and temperature at or above freezing; freezing rain means colder air above',
    'opposite',
    [T, F, F],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'moisture, unstable air, a lifting force, and you usually also get cumulonimbus with heavy rain',
    'extra-item',
    [T, T, T],
  ),
  c(
    'weather-thunderstorm-stages',
    'um i think cumulus where updrafts build it, then mature with rain and both updrafts and downdrafts, the worst part, then dissipating with mostly downdrafts',
    'hedge',
    [T, T, T],
  ),

  c(
    'perf-load-factor-stall',
    'two g, and the stall speed goes up by the square root of the load factor, about 1.41 times',
    'correct',
    [T, T, T],
  ),
  c(
    'perf-load-factor-stall',
    'load factor is 2 G and stall speed is 0.41 higher, a 41 percent increase',
    'equivalent',
    [T, F, T],
  ),
  c('perf-load-factor-stall', 'load factor 3 G', 'wrong-value', [F, F, F]),
  c('perf-load-factor-stall', 'load factor two g and the stall speed goes down', 'opposite', [T, F, F]),
  c('perf-cg-computation', 'avgas six pounds a gallon, oil seven and a half pounds a gallon', 'equivalent', [
    F,
    F,
    T,
    T,
  ]),
  c(
    'perf-cg-computation',
    'avgas 7.5 pounds per gallon and oil 6',
    'wrong-value',
    [F, F, F, F],
    'the two weights swapped',
  ),
  c(
    'perf-cg-computation',
    'multiply weight by arm for the moment, then divide the total weight by the total moment',
    'wrong-value',
    [T, F, F, F],
    'the division turned round',
  ),
  c(
    'perf-pressure-altitude',
    'set 29.92, the difference is minus 200 feet, so pressure altitude is 800 feet',
    'correct',
    [T, T, T],
  ),
  c(
    'perf-cg-effects',
    'forward cg gives a lower stall speed and faster cruise, aft cg a higher stall speed',
    'opposite',
    [F, F, F, F],
  ),
  c('perf-vx-vy', 'vx is best rate of climb and vy is best angle', 'opposite', [F, F, F, F]),
  c('perf-density-altitude-factors', 'it goes up with lower temperature and lower humidity', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; higher elevation, higher temperature and higher humidity raise it, and a low altimeter setting also raises it',
    'extra-item',
    [T, T, T, T],
  ),
  c('perf-maneuvering-speed', 'va increases as the airplane gets lighter', 'opposite', [F, F, F, F]),
  c(
    'perf-left-turning-tendencies',
    'torque, spiraling slipstream, p factor and gyroscopic precession, corrected with right rudder, and the pull is worst at high power and low airspeed',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'perf-ground-effect',
    'within a wingspan of the ground there is less induced drag, so you float on landing and can lift off too slow on takeoff and sink once you climb out of it',
    'correct',
    [T, T, T, T],
  ),

  c('radio-number-pronunciation', 'three is tree, five is fower, nine is niner', 'wrong-value', [T, F, T, F]),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, flight level one niner zero',
    'partial',
    [T, T, T, F],
  ),
  c(
    'radio-abbreviated-callsign',
    'full call sign first, and only after the controller abbreviates it, you say november three four alpha',
    'correct',
    [T, T, T],
  ),
  c(
    'radio-abbreviated-callsign',
    'you can shorten it whenever you like to november one two three',
    'wrong-value',
    [F, F, F],
  ),
  c(
    'radio-roger-wilco',
    'roger means i will comply, wilco means received',
    'opposite',
    [F, F, F, F],
    'the two meanings swapped',
  ),
  c(
    'radio-atis',
    'a continuous recorded broadcast of weather and the runway in use, each update gets a new letter, and you say with information charlie on first contact',
    'correct',
    [T, T, T],
  ),
  c(
    'radio-ctaf-self-announce',
    'inbound about ten miles out, on downwind base and final, and leaving the runway; departing before taxi and before entering the runway',
    'correct',
    [T, T, T, T],
  ),
  c('radio-ctaf-self-announce', 'inbound about 3 miles out', 'wrong-value', [F, F, F, F]),
  c(
    'radio-initial-contact',
    'who you are calling, your full call sign, where you are and your altitude, and what you want with the atis letter',
    'correct',
    [T, T, T, T],
  ),
  c('radio-two-way-comms-established', 'yes you can enter since they answered you', 'negation', [F, F, F]),

  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijack, seventy six hundred radio failure, seventy seven hundred emergency',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'emergency-squawk-codes',
    '1200 VFR, 7500 hijacking, 7600 lost comms, 7700 emergency, and 7777 is reserved for military interceptors',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'emergency-squawk-codes',
    'won to zero zero vfr, seven five zero zero hijack, seven six zero zero lost radio, seven seven zero zero emergency',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady red: airport unsafe, do not land; flashing red: give way and keep circling',
    'opposite',
    [F, F, F, F, F],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green takeoff, flashing green taxi, steady red stop, flashing red clear the runway, flashing white back to the start point, and alternating red and green means use extreme caution',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared to taxi, flashing green cleared for takeoff',
    'opposite',
    [F, F, F, F, F],
  ),
  c(
    'emergency-elt',
    'inspect it every year, change the battery after an hour of total use or half of its useful life, and test only in the first five minutes after the hour with no more than three sweeps',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspected every 12 calendar months, replace the battery after 1 cumulative hour or at 0.5 of its useful life',
    'equivalent',
    [T, T, T, F],
  ),
  c('emergency-elt', 'battery replaced at 25 percent of its useful life', 'wrong-value', [F, F, F, F]),
  c('emergency-elt', 'test it during the last five minutes before the hour', 'opposite', [F, F, F, F]),
  c(
    'emergency-elt',
    'inspected every 12 calendar months, battery after 2 cumulative hours of use',
    'wrong-value',
    [T, F, F, F],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7700, stay above the class d to see the traffic flow, join the pattern, watch for light gun signals, rock the wings in daytime',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk seventy six hundred, stay outside or above until you know the traffic flow, then join the pattern and look for light signals; rock your wings by day, flash the lights at night',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'best glide, pick a field, fuel mixture carb heat mags, and squawk 7600',
    'wrong-value',
    [T, T, T, F],
  ),
  c(
    'emergency-pic-authority',
    'yes, you may deviate from any part 91 rule to meet the emergency; the faa can ask for a written report, and if atc gave you priority they may want a report within 24 hours',
    'wrong-value',
    [F, T, T, F],
  ),
  c('emergency-distress-urgency', 'mayday for urgency and pan pan for distress', 'opposite', [F, F, F, F, F]),
  c(
    'emergency-distress-urgency',
    "mayday three times for distress, pan pan three times for urgency, on the frequency you're on or one twenty one point five, and squak seventy seven hundred",
    'asr-slip',
    [T, T, F, T, T],
  ),

  c(
    'aeromed-hyperventilation',
    'breathing too fast so you lose too much carbon dioxide; dizziness and tingling like hypoxia; slow your breathing or breathe into a paper bag',
    'correct',
    [T, T, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too slowly so carbon dioxide builds up; treat it by breathing faster',
    'opposite',
    [F, F, F],
  ),
  c(
    'aeromed-carbon-monoxide',
    "uh probably carbon monoxide, so i'd shut off the cabin heat, open the vents and land as soon as practical and see a doctor",
    'hedge',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    "your inner ear lies to you when you can't see outside, like the leans; believe your instruments, and do not fly into clouds without instrument proficiency",
    'paraphrase',
    [T, T, T, T],
  ),
];
