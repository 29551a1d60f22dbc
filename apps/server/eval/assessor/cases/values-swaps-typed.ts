import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) probing values swapped between items in
 * typed knowledge answers, each value said before or after its words, before any fix they lead
 * to.
 */
export const cases: EvalCase[] = [
  c(
    'regs-inspections',
    'The transponder needs one every 12 calendar months and the annual every 24 calendar months.',
    'wrong-value',
    [false, false, false, false],
  ),
  c('regs-inspections', '24 calendar months for the annual, 12 for the transponder.', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'regs-vfr-fuel',
    'Fuel to the first point of intended landing, then 45 minutes more by day, or 30 at night.',
    'wrong-value',
    [true, false, false],
  ),
  c(
    'regs-medical-duration',
    'It lasts 24 calendar months if you are under 40 and 60 calendar months once you turn 40, to the end of the month.',
    'wrong-value',
    [false, false, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'Visibility 3 statute miles; clouds: 1,000 feet below, 500 feet above, 2,000 feet horizontal.',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'At night: 3 miles, 500 below, 1,000 above, 2,000 horizontal. In the pattern within 1 mile of the runway: 1/2 mile and clear of clouds.',
    'wrong-value',
    [true, true, true, true, false],
  ),
  c(
    'airspace-speed-limits',
    '200 knots below 10,000 feet; 250 knots near class C or D airports at or below 2,500 AGL within 4 NM; 200 knots under class B.',
    'wrong-value',
    [false, false, true],
  ),
  c(
    'regs-passenger-currency-night',
    '90 takeoffs... no: 3 takeoffs and 3 landings to a full stop within 30 days, between 1 hour after sunset and 1 hour before sunrise, same category and class.',
    'wrong-value',
    [true, false, true, true],
  ),
  c(
    'emergency-squawk-codes',
    'VFR is 1200, hijack is 7600, lost comms is 7500, emergency is 7700.',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'emergency-squawk-codes',
    '7700 means hijacking, 7500 means emergency, 7600 lost comms, 1200 VFR.',
    'wrong-value',
    [true, false, true, false],
  ),
  c(
    'emergency-elt',
    'Battery: replace after 50 cumulative hours of use or when 1 percent of its life is used. Inspection every 12 calendar months. Test in the first 5 minutes of the hour, 3 sweeps.',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'perf-cg-computation',
    'Moment = weight x arm; CG = total moment / total weight; oil weighs 6 lb/gal and avgas 7.5 lb/gal.',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'weather-metar-decode',
    'Wind 270 at 25 gusting 15, visibility 10 SM, broken 3,500, overcast 8,000, temp 18, dew point 9, altimeter 29.92.',
    'wrong-value',
    [false, true, true, true, true],
  ),
  c(
    'radio-ctaf-self-announce',
    'Inbound about 5 miles out, downwind, base and final, after clearing the runway, and before taxi and before taking the runway.',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'airspace-class-a',
    'Class A starts at FL180 and goes up to FL 500; IFR only with a rating and a clearance; transponder with ADS-B.',
    'wrong-value',
    [true, false, true, true],
  ),
];
