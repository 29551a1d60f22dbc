import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Issue 13 tuning replies that swap or shift a value between the items of one question, or
 * change the word that qualifies it, written before the fixes they check.
 */
export const cases: EvalCase[] = [
  c(
    'regs-medical-duration',
    'under forty: twenty four calendar months; forty or older: sixty calendar months',
    'wrong-value',
    [false, false, true],
    'The two periods are swapped; "calendar months" is said, as the seeded examples accept.',
  ),
  c(
    'regs-medical-duration',
    'two years if you are under 40 and five years if you are 40 or older',
    'opposite',
    [false, false, false],
  ),
  c(
    'regs-inspections',
    'the annual every 24 calendar months and the transponder every 12 calendar months',
    'wrong-value',
    [false, false, false, false],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 14,000 the crew after 30 minutes, above 12,500 the crew at all times',
    'wrong-value',
    [false, false, false],
  ),
  c('regs-vfr-fuel', 'plus 45 minutes in the day and 30 minutes at night', 'opposite', [false, false, false]),
  c(
    'vfr-min-class-c-d-e',
    'three miles, 1,000 feet below, 500 feet above and 2,000 feet horizontal',
    'opposite',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five miles, 1,000 below, 1,000 above, and 2,000 feet horizontal',
    'wrong-value',
    [true, true, true, false],
  ),
  c(
    'airspace-speed-limits',
    '200 knots below 10,000 feet and 250 knots within 4 miles of a class C or D airport',
    'wrong-value',
    [false, false, false],
  ),
  c(
    'airspace-class-e-floors',
    'generally 700 feet AGL, and with a magenta vignette the floor is 1,200 feet AGL',
    'wrong-value',
    [false, false, false, false],
  ),
  c('weather-metar-decode', 'dew point 18 and temperature 9', 'wrong-value', [
    false,
    false,
    false,
    false,
    false,
  ]),
  c('weather-metar-decode', 'wind 270 at 15 gusting 25, visibility 10 miles', 'partial', [
    true,
    true,
    false,
    false,
    false,
  ]),
  c(
    'weather-cloud-base-estimate',
    'the spread is 10 degrees and the bases are about 2,500 feet AGL',
    'wrong-value',
    [true, false, false],
  ),
  c('perf-cg-computation', 'avgas is 6 pounds per gallon and oil is 6 pounds per gallon too', 'wrong-value', [
    false,
    false,
    true,
    false,
  ]),
  c(
    'perf-load-factor-stall',
    'load factor of 2 G and the stall speed goes up by about 20 percent',
    'wrong-value',
    [true, false, false],
  ),
  c('regs-passenger-currency-day', 'three takeoffs and landings in the preceding 30 days', 'wrong-value', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'regs-alcohol',
    'eight hours from the last drink, and an alcohol concentration above 0.04 grounds you',
    'partial',
    [true, true, false, false],
    'Grounded above 0.04 says the limit is below 0.04.',
  ),
  c(
    'emergency-elt',
    'replace the battery after 1 cumulative hour or when 50 percent of its life is gone, and inspect it every 6 months',
    'wrong-value',
    [false, true, true, false],
  ),
  c('emergency-squawk-codes', '1200 is VFR and 7700 is hijacking', 'wrong-value', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'regs-right-of-way-converging',
    'same category, the aircraft on the left has the right of way',
    'opposite',
    [false, false, false, false],
  ),
  c(
    'radio-ctaf-self-announce',
    'about 5 miles out when inbound, then downwind, base and final, and when leaving the runway',
    'wrong-value',
    [false, true, true, false],
  ),
];
