import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning replies of the evening round after the fifth held-out part (issue 13 part 2, 2026-11-27),
 * written and committed before the fixes they check: opposites and swapped pairs in knowledge
 * answers (the kind the held-out figures show still accepted), equivalent forms ("10k", "gs",
 * degrees Fahrenheit) and digit homophones in knowledge answers.
 */
export const cases: EvalCase[] = [
  // Opposite descriptors in knowledge answers.
  c(
    'emergency-light-gun-airborne',
    'in the air a steady green tells you to return for landing and a flashing green clears you to land',
    'opposite',
    [F, F, F, F, F],
  ),
  c(
    'emergency-light-gun-airborne',
    'flashing red means give way and keep circling, steady red means the airport is unsafe',
    'opposite',
    [F, F, F, F, F],
  ),
  c(
    'emergency-light-gun-ground',
    'flashing red is stop, steady red is taxi clear of the runway',
    'opposite',
    [F, F, F, F, F],
  ),
  c('emergency-light-gun-ground', 'steady white means go back to your starting point', 'opposite', [
    F,
    F,
    F,
    F,
    F,
  ]),
  c(
    'weather-stable-unstable',
    'unstable air brings stratus and fog with smooth air, stable air brings cumulus and showers with turbulence',
    'opposite',
    [F, F, F, F],
  ),
  c('weather-fronts', 'behind a cold front it gets warmer with worse visibility', 'opposite', [F, F, F, F]),
  c(
    'weather-fronts',
    'warm fronts bring cumuliform clouds and showers, cold fronts bring steady rain and stratiform layers',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-cg-effects',
    'with an aft cg the airplane is more stable and stalls at a higher speed',
    'opposite',
    [F, F, F, F],
  ),
  c('perf-cg-effects', 'forward cg makes it less stable with lighter elevator forces', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'perf-ground-effect',
    'it happens within a wingspan of the ground, induced drag goes up, and on landing the airplane drops',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'perf-density-altitude-effects',
    'you get more lift and more propeller thrust but less engine power',
    'opposite',
    [T, F, F, F],
  ),
  c('perf-density-altitude-factors', 'higher pressure and lower humidity raise it', 'opposite', [F, F, F, F]),
  c('weather-structural-icing', 'visible moisture and a surface temperature above freezing', 'opposite', [
    T,
    F,
    F,
  ]),
  c('weather-fog-types', 'radiation fog burns off before sunset and forms over water', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'aeromed-spatial-disorientation',
    'your inner ear agrees with reality; fly by feel and ignore the flight instruments',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'regs-right-of-way-converging',
    'same category, the airplane on your left has the right of way, and an airplane has it over a glider',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'when overtaking, the faster aircraft has the right of way and passes on the left',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'aeromed-carbon-monoxide',
    'it is carbon monoxide: leave the heater on, close the fresh air vents, and continue to the destination',
    'opposite',
    [T, F, F, F],
  ),
  c('airspace-class-d', 'around a towered airport, charted with a solid magenta line', 'opposite', [
    T,
    F,
    F,
    F,
    F,
  ]),
  c(
    'airspace-class-e-floors',
    'a solid magenta line means class e from the surface and the blue vignette means 700 feet',
    'opposite',
    [F, F, F, F],
  ),
  c('airspace-speed-limits', '250 knots above 10,000 feet, 200 knots above class B', 'opposite', [F, F, F]),
  c(
    'regs-passenger-currency-night',
    'three full stop landings within 90 days, night is from an hour before sunset to an hour after sunrise',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of landing plus 30 minutes at night and 45 minutes in the day',
    'opposite',
    [T, F, F],
  ),
  c(
    'weather-thunderstorm-stages',
    'in the mature stage downdrafts alone dominate, and in the dissipating stage updrafts and downdrafts are strongest',
    'opposite',
    [F, F, F],
  ),
  c('weather-ceiling-definition', 'the lowest scattered or few layer above the ground', 'opposite', [
    T,
    F,
    F,
  ]),
  c(
    'perf-vx-vy',
    'vy gives the best angle, use it to clear obstacles; vx gives the best rate for normal climbs',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-airspeed-indicator-markings',
    'the yellow arc is the normal operating range and the green arc is caution in smooth air only',
    'opposite',
    [F, F, F, F],
  ),
  // Swapped values in knowledge answers.
  c(
    'vfr-min-class-g-night-low',
    'three miles, 1,000 below clouds, 500 above, 2,000 horizontal',
    'wrong-value',
    [T, F, F, T, F],
  ),
  c(
    'regs-medical-duration',
    'if you are 40 or older, 60 calendar months; under 40, 24 calendar months',
    'wrong-value',
    [F, F, T],
    'calendar months give the end-of-month rule, as elsewhere in the set',
  ),
  c(
    'airspace-mode-c-veil',
    'within 10 nautical miles of the primary airport from the surface up to 30,000 feet',
    'wrong-value',
    [F, F, F, F],
  ),
  c(
    'weather-cloud-base-estimate',
    'a 10 degree spread, divided by 4.4, so bases around 2,500 feet',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'emergency-elt',
    'inspect it every 12 calendar months, replace the battery after 50 percent of its life or one hour of use, and test only in the last 5 minutes of the hour',
    'wrong-value',
    [T, T, T, F],
  ),
  // Equivalent forms in knowledge answers.
  c(
    'airspace-speed-limits',
    '250 knots under 10k, 200 knots at or below 2,500 agl within 4 nm of a class c or d primary, 200 under class b',
    'equivalent',
    [T, T, T],
  ),
  c(
    'perf-load-factor-stall',
    'load factor of two gs, stall speed up by the square root of the load factor, around 41 percent',
    'equivalent',
    [T, T, T],
  ),
  c(
    'weather-structural-icing',
    'visible moisture such as cloud or rain and an airframe at or below 32 degrees fahrenheit',
    'equivalent',
    [T, T, F],
  ),
  c(
    'airspace-class-a',
    'starts at 18k msl up to fl600, ifr only with an instrument rating and clearance, mode c and ads-b out',
    'equivalent',
    [T, T, T, T],
  ),
  // Digit homophones in knowledge answers.
  c(
    'regs-passenger-currency-day',
    'tree takeoffs and tree landings within the preceding ninety days',
    'homophone',
    [T, T, F, F],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three miles, fife hundred below, won thousand above, to thousand horizontal',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'for types: hypoxic from altitude, hypemic from carbon monoxide, stagnant from poor circulation, histotoxic from alcohol',
    'homophone',
    [T, T, T, T],
  ),
];
