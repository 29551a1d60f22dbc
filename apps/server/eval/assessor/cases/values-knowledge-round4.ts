import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of knowledge answers, 2026-11-27 (issue 13 part 2), written before the fixes
 * they lead to: opposites, swapped pairs, wrong numbers and denials in learners' wordings, from
 * the seeded rubrics and never from the held-out part.
 */
export const cases: EvalCase[] = [
  c(
    'weather-fronts',
    'cold fronts bring stratus and steady rain, warm fronts bring thunderstorms and turbulence',
    'opposite',
    [F, F, F, F],
  ),
  c('weather-fronts', 'after a cold front passes it gets warmer and visibility gets worse', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'weather-fog-types',
    'radiation fog needs a cloudy windy night, advection fog forms in calm air',
    'opposite',
    [F, F, F, F],
  ),
  c('weather-fog-types', 'radiation fog is deep and lasts all day, over the sea', 'opposite', [F, F, F, F]),
  c(
    'weather-stable-unstable',
    'unstable air is smooth with poor visibility, stable air is bumpy with good visibility',
    'opposite',
    [F, F, F, F],
  ),
  c('weather-structural-icing', 'you need visible moisture and temperatures above freezing', 'opposite', [
    T,
    F,
    F,
  ]),
  c(
    'weather-structural-icing',
    'visible moisture, temperature at or below zero, and freezing rain means colder air higher up',
    'opposite',
    [T, T, F],
  ),
  c(
    'weather-ceiling-definition',
    'the height above sea level of the lowest broken or overcast layer',
    'opposite',
    [F, T, F],
  ),
  c('weather-ceiling-definition', 'the lowest few or scattered layer above the ground', 'wrong-value', [
    T,
    F,
    F,
  ]),
  c(
    'weather-airmets',
    'sierra is turbulence, tango is ifr and mountain obscuration, zulu is icing',
    'wrong-value',
    [F, F, T, F],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of 10 divided by 4.4 per thousand, about 2,300 feet',
    'wrong-value',
    [T, F, F],
  ),
  c('weather-thunderstorm-ingredients', 'dry air, stable air and a lifting force', 'opposite', [F, F, T]),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for temperature; it drops as temperature and humidity go up',
    'opposite',
    [T, F, F, F],
  ),
  c('perf-density-altitude-effects', 'more engine power, more thrust and shorter takeoff rolls', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'perf-vx-vy',
    'vx is the best rate, the most altitude in a given time, and vy is the best angle for obstacles',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-cg-effects',
    'an aft cg gives a higher stall speed and slower cruise but more stability',
    'opposite',
    [F, F, F, F],
  ),
  c('perf-ground-effect', 'within about two wingspans of the ground induced drag goes down', 'wrong-value', [
    F,
    T,
    F,
    F,
  ]),
  c(
    'perf-maneuvering-speed',
    'va goes up when you are lighter because a light airplane reaches the load limit at a higher speed',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-airspeed-indicator-markings',
    'white arc normal operating range, green arc flap range, yellow caution, red never exceed',
    'wrong-value',
    [F, F, T, T],
  ),
  c(
    'perf-left-turning-tendencies',
    'torque, spiraling slipstream, p factor and gyroscopic precession, corrected with left rudder',
    'extra-item',
    [T, T, T, T],
    'the wrong rudder is no item of the rubric',
  ),
  c(
    'regs-right-of-way-converging',
    'an airplane has the right of way over a glider, and the aircraft on the left has it in the same category',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'head on both turn right, the overtaking aircraft has right of way and passes on the left',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over congested areas 500 feet above the highest obstacle within 2,000 feet, elsewhere 1,000 feet',
    'wrong-value',
    [F, F, T, F, F],
  ),
  c('regs-alcohol', '8 hours, blood alcohol of 0.04 or more is fine', 'opposite', [T, F, F, F]),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and landings in the last 90 days, and in a tailwheel they can be touch and goes',
    'opposite',
    [T, T, F, F],
  ),
  c('regs-preflight-action', 'only the weather, nothing else', 'negation', [F, T, F, F, F]),
  c(
    'airspace-class-b-entry',
    'you just need to talk to approach, no clearance is required, plus a mode c transponder and ads-b',
    'negation',
    [F, T, T, F],
  ),
  c(
    'airspace-class-d',
    'around a towered airport from the surface up to about 4,000 feet agl, a solid blue line',
    'wrong-value',
    [T, F, F, F, F],
  ),
  c(
    'airspace-special-use',
    'prohibited areas can be entered with permission, restricted areas are always open, and mois are closed to vfr',
    'opposite',
    [F, F, F],
  ),
  c(
    'vfr-special-vfr',
    'special vfr needs an atc clearance, clear of clouds, 3 miles visibility, and at night no instrument rating is needed',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green return for landing, flashing green cleared to land, steady red airport unsafe, flashing red keep circling',
    'opposite',
    [F, F, F, F, F],
  ),
  c(
    'emergency-distress-urgency',
    'pan pan three times for distress, mayday three times for urgency, on 121.5, squawk 7700',
    'opposite',
    [F, F, F, T, T],
  ),
  c(
    'emergency-engine-failure',
    'establish best rate of climb speed, pick a field, run the restart checklist, squawk 7700',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic from carbon monoxide, hypemic from altitude, stagnant from g forces, histotoxic from alcohol',
    'wrong-value',
    [F, F, T, T],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, so turn the cabin heat up, close the vents and keep flying',
    'opposite',
    [T, F, F, F],
  ),
  c('radio-roger-wilco', 'roger answers a yes or no question, affirmative means i received it', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
];
