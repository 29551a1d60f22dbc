import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 by probing the issue 13 kinds (equivalent forms, extra
 * correct items, paraphrase of knowledge items) before the fixes they check.
 */
export const cases: EvalCase[] = [
  c(
    'eval-vfr-cruising-east',
    'on an easterly course you fly odd thousands plus five hundred feet',
    'paraphrase',
    [true, true],
  ),
  c('eval-vfr-cruising-west', "going west it's even thousands plus 500 such as 4,500", 'paraphrase', [
    true,
    true,
  ]),
  c(
    'regs-flight-review',
    'every twenty four months, one hour ground and one hour in the airplane with an instructor on part 91 and maneuvers, ending with an endorsement',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-flight-review',
    'every two years, an hour of ground and an hour of flight, and an endorsement',
    'equivalent',
    [true, true, false, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture, an airframe at or below freezing, and freezing rain means warmer air above',
    'correct',
    [true, true, true],
  ),
  c(
    'regs-aircraft-documents',
    'airworthiness, registration, radio license if international, operating handbook, weight and balance, plus the compass card',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    '1200 VFR, 7500 hijacking, 7600 radio failure, 7700 emergency, and 7400 is lost link for drones',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    "moisture, unstable air, and a lifting force, and they're worst in summer afternoons",
    'extra-item',
    [true, true, true],
  ),
  c(
    'regs-medical-duration',
    '5 years under age 40 and 2 years at 40 or older, through the end of the month',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'to the first airport of intended landing and then thirty more minutes in the day, forty five at night',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'between 12,500 and 14,000 the required crew after 30 minutes, above 14,000 the crew all the time, above 15,000 everyone gets oxygen',
    'correct',
    [true, true, true],
  ),
  // Written on 2026-11-24 before the next fix: values said before their condition, and a wrong
  // registration digit after a frequency.
  c(
    'regs-medical-duration',
    '24 months under 40 and 60 months over 40',
    'wrong-value',
    [false, false, false],
    'The periods are swapped: each is said before the age it goes with.',
  ),
  c(
    'regs-medical-duration',
    '60 calendar months under 40 and 24 calendar months at 40 and over',
    'word-order',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach one two four point eight five five three whiskey x-ray',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 crew after 30 minutes, above 14,000 crew always, above 16,000 everyone',
    'wrong-value',
    [true, true, false],
  ),
  // Written on 2026-11-24 before the next fix: cloud cover and other opposites.
  c(
    'weather-ceiling-definition',
    'height above ground of the lowest scattered layer or vertical visibility',
    'opposite',
    [true, false, true],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusting 25, 10 miles visibility, scattered 3,500, overcast 8,000, temperature 18 dew point 9, altimeter 29.92',
    'opposite',
    [true, true, false, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, turn the cabin heat up, open the vents, land as soon as practical',
    'opposite',
    [true, false, true, true],
  ),
  // Written on 2026-11-24 before the next fix: "under" for "below".
  c(
    'airspace-speed-limits',
    'two hundred fifty knots under ten thousand feet, two hundred knots at or below two thousand five hundred agl within four nautical miles of class c or delta airports, and two hundred knots under the class b shelf or in a vfr corridor',
    'paraphrase',
    [true, true, true],
  ),
  // Written on 2026-11-24 before the next fix: descriptors beyond a value's unit.
  c(
    'airspace-mode-c-veil',
    '30 nautical miles from the primary class b airport, surface up to 10,000 msl, needs an altitude reporting transponder and ads-b out',
    'correct',
    [true, true, true, true],
  ),
  // Written on 2026-11-24 before the next fix: "annual" for every 12 calendar months, and
  // a temperature in Fahrenheit.
  c(
    'emergency-elt',
    'annual inspection, battery replaced after 60 cumulative minutes of use or half of its useful life, testing only in the first five minutes past the hour for up to three sweeps',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and the airframe at 32 degrees fahrenheit or colder, and freezing rain means warmer air above',
    'equivalent',
    [true, true, true],
  ),
];
