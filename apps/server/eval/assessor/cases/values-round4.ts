import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning replies of the 2026-11-27 round after the fourth held-out part (issue 13 part 2),
 * written before the fixes they check, one group per kind of the tuning part's wrong values:
 * a direction said as "goes up" / "goes down"; "less than" against "at least"; an opposite said
 * under an item's own label; a negative value said without its sign; a pronunciation quoted as
 * several words; a value said in a clause with another value of its kind; a closed list ("only
 * fuel, oil, …") named in part.
 */
export const cases: EvalCase[] = [
  // A direction said as a phrasal verb.
  c('perf-maneuvering-speed', 'va goes up as the airplane gets lighter', 'opposite', [F, F, F, F]),
  c(
    'perf-maneuvering-speed',
    'maneuvering speed goes down as weight goes down because a lighter airplane hits the limit load factor at a lower speed',
    'partial',
    [F, F, T, T],
  ),
  c(
    'perf-load-factor-stall',
    'two g, and the stall speed goes down by the square root of the load factor',
    'opposite',
    [T, F, F],
  ),

  // "less than" is the other side of "at least".
  c(
    'regs-cost-sharing',
    'yes, but the pilot can pay less than the pro rata share of fuel, oil, airport fees and rental',
    'opposite',
    [T, F, T, F],
  ),
  c('regs-cost-sharing', 'yes, and the pilot must not pay less than an equal share', 'paraphrase', [
    T,
    T,
    F,
    F,
  ]),

  // An opposite said under the item's own label.
  c(
    'weather-thunderstorm-stages',
    'cumulus: updrafts as it builds; mature: rain, updrafts and downdrafts, most intense; dissipating: updrafts dominate',
    'opposite',
    [T, T, F],
  ),
  c(
    'weather-stable-unstable',
    'stable: stratiform, fog, smooth air, steady rain, poor visibility; unstable: cumuliform, showers, turbulence, poor visibility',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'perf-cg-effects',
    'forward cg: lower stall speed, slower cruise; aft cg: less stable, harder stall recovery',
    'opposite',
    [F, F, T, F],
  ),

  // A negative value needs its sign.
  c(
    'perf-pressure-altitude',
    'with 29.92 set the correction is 200 feet, so pressure altitude is 1,200 feet',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'perf-pressure-altitude',
    'with 29.92 set you subtract 200 feet, so pressure altitude is 800 feet',
    'equivalent',
    [T, T, T],
  ),

  // A pronunciation quoted as several words is said word for word (ICAO forms of plain digits count).
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, flight level one nine zero',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'radio-altitude-phrasing',
    '4,500 is four thousand five hundred, 12,500 is twelve thousand five hundred, FL190 is flight level one niner zero',
    'wrong-value',
    [T, F, T, F],
  ),
  c(
    'radio-altitude-phrasing',
    'fower thousand fife hundred, one two tousand fife hundred, flight level wun niner zero',
    'icao-digits',
    [T, T, T, F],
  ),

  // A value said in a clause with another value of its kind belongs to that value.
  c(
    'regs-supplemental-oxygen',
    'above 11,000 crew after 30 minutes, above 14,000 crew at all times, above 15,000 everyone',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'from 12,500 to 14,000, crew after 30 minutes; over 14,000, crew always; over 15,000, every occupant',
    'correct',
    [T, T, T],
  ),

  // A closed list needs each of its things.
  c('regs-cost-sharing', 'yes, pay at least my equal share, and only fuel and oil can be shared', 'partial', [
    T,
    T,
    F,
    F,
  ]),
  c(
    'regs-cost-sharing',
    'yes, with the pilot paying at least a pro rata share, and only fuel, oil, airport fees and rental',
    'partial',
    [T, T, T, F],
  ),
];
