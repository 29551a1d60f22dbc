import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) probing equivalent forms of values and
 * words (issue 13, "normalise units and equivalent forms"), before the fixes they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'regs-alcohol',
    'eight hours bottle to throttle, blood alcohol under .04 percent, not under the influence, and no drugs that impair you',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'regs-alcohol',
    'eight hours from the last drink and an alcohol concentration less than point zero four',
    'equivalent',
    [true, true, false, false],
  ),
  c(
    'perf-load-factor-stall',
    'two gs, and the stall speed goes up with the square root of the load factor, about 41 percent',
    'equivalent',
    [true, true, true],
  ),
  c(
    'perf-load-factor-stall',
    'a load factor of 2g and the stall speed rises by the square root of the load factor, so 1.41 times',
    'equivalent',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and the aircraft surface at zero degrees celsius or colder; freezing rain means warmer air above',
    'equivalent',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture like clouds or rain, and the surface of the airplane at or below 32 degrees f, and freezing rain means there is warmer air above',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-medical-duration',
    'under 40 it lasts 60 calendar months, 40 and up it lasts 24 calendar months, through the end of the last month',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-medical-duration',
    'five years before age forty and two years at forty and above, until the end of the last calendar month',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'enough fuel to reach the first point of intended landing plus half an hour at normal cruise in the day and three quarters of an hour at night',
    'equivalent',
    [true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pic is the final authority, may deviate from any part 91 rule to the extent the emergency requires, a written report to the faa on request, and if given priority report within two days if asked',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspect it every year, replace the battery after more than an hour of cumulative use or when half its useful life is gone, and test only in the first five minutes after the hour with no more than three sweeps',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'airspace-class-a',
    'from eighteen thousand msl up to and including flight level six hundred, ifr only with an instrument rating and clearance, mode c and ads-b out',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three sm, five hundred below, a thousand above, two thousand horizontal, and in the pattern within half a mile of the runway one mile and clear of clouds',
    'equivalent',
    [true, true, true, true, true],
  ),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and three landings within the previous three months, as sole manipulator in the same category and class',
    'equivalent',
    [true, false, true, false],
  ),
  c(
    'radio-ctaf-self-announce',
    'about ten nautical miles out inbound, entering downwind, base and final, leaving the runway, and before taxiing and before taking the runway when departing',
    'equivalent',
    [true, true, true, true],
  ),
];
