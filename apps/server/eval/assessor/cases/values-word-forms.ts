import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) before the stemming they check: the verb,
 * adjective or noun of a rubric's word ("communicate" for "communication", "confused" for
 * "confusion", "separated" for "separate").
 */
export const cases: EvalCase[] = [
  c(
    'airspace-class-c-entry',
    'you have to communicate two-way by radio with atc before entering, stay communicating while inside, it counts once the controller replies with your call sign, and mode c and ads-b out',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'radio-number-pronunciation',
    'tree for three, fife for five and niner for nine so numbers over the radio are not confusing',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'radio-atis',
    'a continuous recording broadcast of weather, runway in use and other non-control information, each one identified with a phonetic letter, and you say with information and the letter on initial contact',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'weather-ceiling-definition',
    'the height above ground level of the lowest broken or overcast layer, or the vertical visibility into something obscuring the sky',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'emergency-elt',
    'it must be inspected every 12 calendar months, the battery replaced after more than 1 cumulative hour of use or when 50 percent of its useful life has expired, and analog testing only in the first 5 minutes after the hour for three sweeps at most',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'perf-maneuvering-speed',
    'below va an abrupt full control input stalls the wing before it overstresses it, slow to va in turbulence, va decreases as the weight decreases, and a lighter airplane reaches the limit load factor at a lower speed',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and three landings within the preceding 90 days where you manipulated the controls alone, same category and class, and full stop landings in a tailwheel',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, and flight level one niner zero; above 9,900 the digits before thousand are separated, and flight levels are used from 18,000 msl',
    'paraphrase',
    [true, true, true, true],
  ),
];
