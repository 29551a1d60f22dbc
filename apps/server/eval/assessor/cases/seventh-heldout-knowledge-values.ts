import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the eighth held-out part replaced it (2026-11-28); formerly the seventh
 * held-out part, knowledge answers whose items carry values, in new wordings: equivalent
 * units and forms, recogniser homophones, wrong values, values said under another label and
 * descriptors turned into their opposite. Written on 2026-11-28 and committed alone, before that
 * round's assessor changes and before the assessor was run on them. Tuning never looks at these
 * cases, only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'regs-flight-review',
    'every two years: an hour of ground and an hour of flight, a part 91 review and maneuvers, then the instructor signs my logbook',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-flight-review',
    'every 12 calendar months, one hour ground one hour flight, logbook endorsement',
    'wrong-value',
    [F, T, F, T],
  ),
  c(
    'regs-medical-duration',
    'under forty it lasts five years, forty and over two years, to the end of the month',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-medical-duration',
    'under 40 twenty four months, over 40 sixty months',
    'wrong-value',
    [F, F, F],
    'durations swapped',
  ),
  c('regs-alcohol', 'twelve hours bottle to throttle, under 0.04, no drugs that affect you', 'wrong-value', [
    F,
    T,
    F,
    T,
  ]),
  c(
    'regs-alcohol',
    'ate hours from the last drink, less than point zero four, never under the influence, and no drugs that impair you',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'fuel to the first landing point plus 45 minutes by day and 30 minutes at night',
    'wrong-value',
    [T, F, F],
    'day and night reserves swapped',
  ),
  c(
    'regs-vfr-fuel',
    'to the destination plus half an hour in the day and three quarters of an hour at night',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'over 12,500 up to 14,000 the crew after half an hour, over 14,000 the crew all the time, over 15,000 everyone on board gets it',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 crew after 30 minutes, above 15,000 crew at all times, above 14,000 passengers too',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'regs-passenger-currency-night',
    'three full-stop takeoffs and landings in the last 90 days, one hour after sunset to one hour before sunrise, same category and class',
    'correct',
    [T, T, T, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within 90 days, from sunset to sunrise, same category and class',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three touch and goes in the last 90 days, one hour after sunset to one hour before sunrise, same category and class',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and three landings within the preceding ninety days, sole manipulator, same category and class, tailwheel to a full stop',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c('regs-passenger-currency-day', 'three takeoffs and landings in the preceding 60 days', 'wrong-value', [
    T,
    F,
    F,
    F,
  ]),
  c(
    'regs-minimum-safe-altitudes',
    'over congested areas 500 feet above the highest obstacle within 2,000 feet, 1,000 feet elsewhere',
    'wrong-value',
    [F, F, T, F, F],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of ten degrees divided by two and a half gives about 4,000 feet above the ground',
    'correct',
    [T, T, T],
  ),
  c('weather-cloud-base-estimate', 'spread 10 degrees, divide by 2.5, bases about 400 feet', 'wrong-value', [
    T,
    T,
    F,
  ]),
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five, ten miles, broken at three thousand five hundred and overcast at eight thousand, temperature eighteen dew point nine, altimeter two niner niner two',
    'spoken-numbers',
    [T, T, T, T, T],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusts 25, visibility 10, few at 3,500 overcast 8,000, 18 and 9, 29.92',
    'wrong-value',
    [T, T, F, T, T],
  ),
  c('weather-ceiling-definition', 'the lowest scattered or broken layer above ground', 'wrong-value', [
    T,
    F,
    F,
  ]),
  c(
    'perf-load-factor-stall',
    'two G, stall speed rises by the square root of two, about 1.4 times',
    'equivalent',
    [T, T, T],
  ),
  c('perf-load-factor-stall', 'three G and the stall speed goes up about 73 percent', 'wrong-value', [
    F,
    F,
    F,
  ]),
  c(
    'perf-cg-computation',
    'moment is weight times arm, cg is total moment divided by total weight, avgas six pounds a gallon, oil seven point fife',
    'icao-digits',
    [T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic: carbon monoxide; hypemic: altitude; stagnant: G forces; histotoxic: alcohol',
    'wrong-value',
    [F, F, T, T],
    'causes said under the other label',
  ),
  c(
    'emergency-squawk-codes',
    'twelve hundred is VFR, seventy five hundred is a hijacking, seventy six hundred is a radio failure, seventy seven hundred is a general emergency',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'emergency-squawk-codes',
    '7500 radio failure, 7600 hijacking, 7700 emergency, 1200 VFR',
    'wrong-value',
    [T, F, F, T],
    'meanings said under the other code',
  ),
  c(
    'emergency-elt',
    'inspect every 12 months, replace the battery after 1 cumulative hour or half its life, test only in the first 5 minutes of the hour for 3 sweeps',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspect it every 24 calendar months, new battery after one hour of use or 50 percent life, test in the first five minutes after the hour',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'emergency-distress-urgency',
    'pan-pan for distress and mayday for urgency, on 121.5, squawk 7700',
    'opposite',
    [F, F, F, T, T],
  ),
  c(
    'radio-roger-wilco',
    'roger means yes, wilco means I received, affirmative means I will comply',
    'wrong-value',
    [F, F, F, F],
  ),
  c(
    'airspace-class-a',
    'it goes from eighteen thousand msl up to and including flight level six hundred; you must be instrument rated and on an ifr clearance, with an altitude reporting transponder and ads-b out',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c('airspace-class-a', 'starts at 18,000 AGL up to FL600', 'opposite', [F, T, F, F]),
  c(
    'airspace-mode-c-veil',
    'within 20 miles of the class bravo airport up to 10,000, mode c and ads-b',
    'wrong-value',
    [F, T, T, T],
  ),
  c('vfr-min-class-c-d-e', '3 sm vis, 500 above, 1,000 below, 2,000 horizontal', 'opposite', [T, F, F, T]),
  c('vfr-min-class-e-high', 'five miles, a thousand below, a thousand above, a mile horizontal', 'correct', [
    T,
    T,
    T,
    T,
  ]),
  c('vfr-surface-area-ceiling', 'yes, 800 and 2 is fine in class D', 'wrong-value', [F, F, F, F]),
  c(
    'regs-inspections',
    'annual every 12 months, 100 hour only for private flights, can exceed by 15 hours, transponder every 24 months',
    'wrong-value',
    [T, F, F, T],
  ),
  c('radio-ctaf-self-announce', 'about 5 miles out, downwind base final, leaving the runway', 'wrong-value', [
    F,
    T,
    T,
    F,
  ]),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, flight level one niner zero; split the digits above nine thousand nine hundred, flight levels start at eighteen thousand',
    'correct',
    [T, T, T, T],
  ),
];
