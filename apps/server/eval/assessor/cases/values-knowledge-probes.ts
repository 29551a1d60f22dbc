import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) by probing wrong values and opposites in
 * knowledge answers, before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'airspace-class-a',
    'from 18,000 msl up to fl 450, ifr only with an ifr clearance, and a mode c transponder and ads-b out',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'airspace-class-a',
    'it starts at 14,500 msl and goes up to fl600, ifr only, transponder and ads-b',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'airspace-mode-c-veil',
    'within 20 nautical miles of the primary class b airport from the surface to 10,000 msl, mode c and ads-b out',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'airspace-mode-c-veil',
    'within 30 nm of the class b primary airport, from the surface up to 12,500 msl, and you need a mode c transponder and ads-b out',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'airspace-class-d',
    'around a towered airport, from the surface up to about 4,000 feet above the airport, a dashed blue line, and two-way radio communication before entering',
    'wrong-value',
    [true, false, true, true, false],
  ),
  c('vfr-min-class-b', 'five statute miles visibility and clear of clouds', 'wrong-value', [false, true]),
  c(
    'vfr-special-vfr',
    'an atc clearance in the surface area below 10,000 msl, clear of clouds, and 3 statute miles visibility',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and an airframe temperature at or above freezing, and freezing rain means colder air above',
    'opposite',
    [true, false, false],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of ten degrees, divide by 4.4 per thousand feet, bases near 2,300 feet agl',
    'wrong-value',
    [true, false, false],
  ),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and three landings in the last 60 days as sole manipulator in the same category and class',
    'wrong-value',
    [true, false, true, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop in the last 90 days, between sunset and sunrise, same category and class',
    'wrong-value',
    [true, true, false, true],
  ),
  c(
    'regs-alcohol',
    'eight hours bottle to throttle and a blood alcohol below 0.08, never under the influence, and no impairing drugs',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'regs-alcohol',
    'twelve hours from the last drink and below 0.04, not under the influence, no drugs that impair you',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'enough to get to the first point of intended landing plus 45 minutes by day and 30 minutes at night',
    'opposite',
    [true, false, false],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'anywhere high enough to land without undue hazard, 1,000 feet above the highest obstacle within 1,000 feet horizontally over congested areas, 500 feet above the surface elsewhere, and 500 feet from any person over open water',
    'wrong-value',
    [true, true, false, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 the crew after 60 minutes, above 14,000 the crew all the time, above 15,000 everyone gets it',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'regs-inspections',
    'an annual every 12 calendar months, a 100-hour for hire, you may overfly by 5 hours to reach an inspection place, and the transponder every 24 calendar months',
    'wrong-value',
    [true, true, false, true],
    'Only the overflight allowance is wrong (10 hours); "a 100-hour for hire" gives the rule.',
  ),
  c(
    'perf-cg-computation',
    'moment is weight times arm, cg is total moment divided by total weight, avgas 7.5 pounds per gallon and oil 6 pounds per gallon',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'perf-load-factor-stall',
    'load factor 3 g and stall speed goes up with the square root of load factor, about 73 percent higher',
    'wrong-value',
    [false, true, false],
  ),
  c(
    'perf-pressure-altitude',
    'referenced to 29.92, the correction is plus 200 feet, so pressure altitude is 1,200 feet',
    'wrong-value',
    [true, false, false],
  ),
  c(
    'perf-ground-effect',
    'within about two wingspans of the surface, reduced induced drag, the airplane floats on landing, and on takeoff it can lift off too slow and settle back',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'radio-ctaf-self-announce',
    'inbound about 5 miles out, entering downwind base and final, leaving the runway, and before taxi and before taking the runway',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pic is the final authority, may deviate from any rule as far as needed, a written report on request, and report within 24 hours if given priority',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'emergency-elt',
    'inspect every 24 calendar months, replace the battery after 1 hour of use or half its useful life, test in the first 5 minutes after the hour with three sweeps',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspection every 12 calendar months, replace the battery after 1 cumulative hour or 50 percent of its life, test in the first 10 minutes after the hour',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, stay outside the class d until i know the traffic flow then join the pattern, watch for light gun signals, and flash lights by day and rock wings at night',
    'opposite',
    [true, true, true, false],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide poisoning, turn the cabin heat on full, open the vents, land as soon as practical and see a doctor',
    'opposite',
    [true, false, true, true],
  ),
  c(
    'perf-maneuvering-speed',
    'below va a full abrupt input stalls the wing before overstressing it, slow to va in turbulence, va increases as weight decreases, because a lighter airplane reaches the limit load at a lower speed',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature, higher elevation raises it, lower temperature raises it, higher humidity raises it',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'radio-number-pronunciation',
    'three is tree, five is fiver, nine is niner, so numbers are not confused on the radio',
    'wrong-value',
    [true, false, true, true],
  ),
];
