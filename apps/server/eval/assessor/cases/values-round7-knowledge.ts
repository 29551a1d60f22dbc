import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of round 7's second half (issue 13 part 2, 2026-11-28), written and run before
 * any fix they lead to: wrong values and opposites in knowledge answers (colours, sides, limits
 * and descriptors swapped between labels, a period turned around), the kind the held-out
 * figures show still accepted.
 */
export const cases: EvalCase[] = [
  c(
    'emergency-light-gun-airborne',
    'steady red cleared to land, flashing green return for landing, steady green give way and keep circling, flashing red airport unsafe, alternating red and green extreme caution',
    'opposite',
    [F, T, F, T, T],
    'steady green and steady red swapped',
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop in 90 days, from one hour before sunset to one hour after sunrise, same category and class',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on windy nights over the sea; advection fog is moist air over a colder surface and needs calm air',
    'opposite',
    [F, F, T, F],
  ),
  c(
    'perf-cg-effects',
    'forward cg: lower stall speed and faster cruise; aft cg: less stable, harder stall recovery, higher stall speed and slower cruise',
    'opposite',
    [F, F, T, F],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic: poor circulation; hypemic: low oxygen pressure at altitude; stagnant: blood cannot carry oxygen; histotoxic: alcohol stops the cells using oxygen',
    'wrong-value',
    [F, F, F, T],
  ),
  c(
    'weather-airmets',
    'sierra: turbulence and strong surface winds; tango: icing and freezing levels; zulu: IFR and mountain obscuration',
    'wrong-value',
    [F, F, F, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'head-on both turn left; when overtaking the overtaken one has the right of way and you pass on the right; landing aircraft have it; the lower one has it but cannot cut in front of one on final',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-knowledge-carb-ice',
    'ice in the venturi from fuel vaporization and the pressure drop; it forms up to about 70 °F in low humidity; an rpm drop then rough running; full carb heat, the rpm drops then rises',
    'opposite',
    [T, F, T, T],
  ),
  c(
    'perf-vx-vy',
    'Vx is the best rate, most altitude per time; Vy is the best angle, use it for obstacles',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'weather-fronts',
    'behind a cold front you get layered clouds and steady rain, while a warm front gives towering clouds, showers and bumps',
    'opposite',
    [F, F, F, F],
  ),
  c('weather-structural-icing', 'visible moisture and a skin temperature above freezing', 'opposite', [
    T,
    F,
    F,
  ]),
  c(
    'emergency-elt',
    'inspect every 12 calendar months, a new battery after 1 cumulative hour or 50 percent of its useful life, test in the last 5 minutes before the hour',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'vortices are strongest behind a light, dirty, fast aircraft; stay below its flight path; land beyond its touchdown point; they sink and drift, a light quartering tailwind is worst',
    'opposite',
    [F, F, T, T],
  ),
  c(
    'airspace-special-use',
    'prohibited areas need permission from the using agency, restricted areas are closed to all flight, and MOAs allow VFR with caution and a status check',
    'wrong-value',
    [F, F, T],
  ),
  c(
    'regs-inspections',
    'an annual within the preceding 24 calendar months, a 100-hour when carrying people for hire, you may overfly by 10 hours to reach the inspection, and the transponder every 12 calendar months',
    'wrong-value',
    [F, T, T, F],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared for takeoff, flashing green taxi, flashing red stop, steady red taxi clear of the runway, flashing white back to the start',
    'opposite',
    [T, T, F, F, T],
    'steady red and flashing red swapped',
  ),
];
