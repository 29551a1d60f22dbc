import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Knowledge answers of the first held-out part: written before any issue 13 fix, then measured
 * against in aggregate over several tuning rounds, so moved into the tuning part on 2026-11-24
 * (docs/product/assessor.md, "The evaluation"). Values in another unit or form count when they
 * are the same value (2 years = 24 months, half = 50 percent = 0.5, 48 hours = 2 days); a limit
 * on the wrong side does not.
 */
export const cases: EvalCase[] = [
  // regs-flight-review: 24 calendar months | 1 h ground + 1 h flight | Part 91 + maneuvers | endorsement
  c(
    'regs-flight-review',
    'every two years, with at least one hour of ground training and one hour of flight training, reviewing the part 91 rules and maneuvers the instructor picks, then a logbook endorsement',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'regs-flight-review',
    'within the previous 2 years: 1 hour ground and 1 hour flight, then an endorsement in the logbook',
    'equivalent',
    [true, true, false, true],
  ),
  c('regs-flight-review', 'every three years one hour ground one hour flight', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c('regs-flight-review', 'within the preceding twelve calendar months', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c('regs-flight-review', 'every twenty four months', 'partial', [true, false, false, false]),

  // regs-medical-duration: under 40: 60 months | 40 or older: 24 months | end of the month
  c(
    'regs-medical-duration',
    "if you're under forty it lasts five years, forty or older it's two years, and it runs to the end of the month",
    'equivalent',
    [true, true, true],
  ),
  c('regs-medical-duration', "under 40 it's valid for 5 years and over 40 for 24 months", 'equivalent', [
    true,
    true,
    false,
  ]),
  c('regs-medical-duration', 'under forty five years, forty and over three years', 'wrong-value', [
    true,
    false,
    false,
  ]),
  c(
    'regs-medical-duration',
    'under forty sixty calendar months, forty or older twelve calendar months',
    'wrong-value',
    [true, false, true],
    'relabelled 2026-11-27: "calendar months" conveys the end of the month, as in every other reply of this set that says it',
  ),
  c(
    'regs-medical-duration',
    'under forty it is good for two years and over forty for five years',
    'opposite',
    [false, false, false],
    'The two periods are swapped.',
  ),

  // regs-inspections: annual 12 months | 100-hour for hire | 10 hours over | transponder 24 months
  c(
    'regs-inspections',
    'annual inspection every year, 100-hour if carrying passengers for hire or giving flight instruction for hire in an airplane the instructor provides, you can go up to 10 hours over only to get to the inspection, and the transponder every two years',
    'equivalent',
    [true, true, true, true],
  ),
  c('regs-inspections', 'annual every twelve calendar months and transponder every 24 months', 'partial', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'regs-inspections',
    'annual within 12 calendar months, transponder check every three years',
    'wrong-value',
    [true, false, false, false],
  ),
  c('regs-inspections', 'annual every one year and transponder every 2 years', 'equivalent', [
    true,
    false,
    false,
    true,
  ]),

  // emergency-elt: 12 months | 1 cumulative hour | 50 percent of useful life | first 5 minutes after the hour
  c(
    'emergency-elt',
    'inspect it once a year, replace the battery after one cumulative hour of use or when half of its useful life is gone, and test only in the first five minutes after the hour for three sweeps',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'emergency-elt',
    'every 12 calendar months, battery after 1 hour cumulative or 0.5 of the useful life',
    'equivalent',
    [true, true, true, false],
  ),
  c(
    'emergency-elt',
    'inspect every twenty four months, battery at fifty percent of useful life',
    'wrong-value',
    [false, false, true, false],
  ),
  c(
    'emergency-elt',
    'inspection every 12 months, battery after 1 hour of use or 25 percent of useful life',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'emergency-elt',
    'inspection every 12 calendar months and test it in the last five minutes of the hour',
    'opposite',
    [true, false, false, false],
  ),

  // perf-load-factor-stall: 2 G | square root | 41 percent (x 1.41)
  c(
    'perf-load-factor-stall',
    "two g's, stall speed goes up with the square root of the load factor so about 1.41 times",
    'equivalent',
    [true, true, true],
  ),
  c('perf-load-factor-stall', 'load factor is 2, stall speed rises about forty one percent', 'equivalent', [
    true,
    false,
    true,
  ]),
  c(
    'perf-load-factor-stall',
    'load factor two g and the stall speed is about 1.41 times higher',
    'equivalent',
    [true, false, true],
  ),
  c('perf-load-factor-stall', 'load factor of three g, stall speed up about 73 percent', 'wrong-value', [
    false,
    false,
    false,
  ]),

  // weather-taf-change-groups: 5 SM radius | FM | TEMPO | PROB30
  c(
    'weather-taf-change-groups',
    'a five statute mile radius around the airport; FM is a rapid lasting change beginning at that time; TEMPO is temporary fluctuations under an hour each covering less than half the period; PROB30 is a 30 percent chance of thunderstorms or precipitation',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'PROB30 is a 0.3 probability of thunderstorms or precipitation',
    'equivalent',
    [false, false, false, true],
  ),
  c(
    'weather-taf-change-groups',
    'a ten mile radius; PROB30 a thirty percent chance of thunderstorms',
    'wrong-value',
    [false, false, false, true],
  ),
  c(
    'weather-taf-change-groups',
    'TEMPO means temporary fluctuations lasting less than sixty minutes each and less than 50 percent of the period',
    'equivalent',
    [false, false, true, false],
  ),

  // emergency-pic-authority: final authority | deviate | written report | 48 hours
  c(
    'emergency-pic-authority',
    'the PIC is the final authority, may deviate from any part 91 rule to the extent required, must send a written report if the FAA asks, and if ATC gave priority, report within two days if requested',
    'equivalent',
    [true, true, true, true],
  ),

  // regs-supplemental-oxygen: 12,500-14,000 after 30 min | above 14,000 | above 15,000
  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred up to fourteen thousand the crew after half an hour, above fourteen thousand the crew all the time, above fifteen thousand every occupant must be provided oxygen',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 crew after thirty minutes, above 14,000 crew at all times, and over fifteen thousand passengers must be provided with it',
    'correct',
    [true, true, true],
  ),
  c('regs-supplemental-oxygen', 'above 10,000 the crew after 30 minutes', 'wrong-value', [
    false,
    false,
    false,
  ]),

  // regs-vfr-fuel: first point of landing | 30 min day | 45 min night
  c(
    'regs-vfr-fuel',
    'enough to fly to the first point of intended landing plus half an hour by day and three quarters of an hour at night',
    'equivalent',
    [true, true, true],
  ),
  c('regs-vfr-fuel', 'plus 30 minutes during the day and 45 minutes at night', 'partial', [
    false,
    true,
    true,
  ]),
  c('regs-vfr-fuel', 'plus 45 minutes by day and 30 minutes at night', 'opposite', [false, false, false]),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing and then thirty minutes day, forty five night',
    'correct',
    [true, true, true],
  ),

  // regs-alcohol: 8 hours | below 0.04 | not under the influence | no impairing drugs
  c(
    'regs-alcohol',
    'eight hours bottle to throttle, blood alcohol under 0.04, not under the influence, and no drugs that affect your faculties',
    'correct',
    [true, true, true, true],
  ),
  c('regs-alcohol', 'twelve hours from the last drink and below .04', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c('regs-alcohol', 'eight hours and under point zero four', 'spoken-numbers', [true, true, false, false]),
  c('regs-alcohol', 'ate hours from the last drink', 'homophone', [true, false, false, false]),

  // regs-passenger-currency-day / night
  c('regs-passenger-currency-day', 'tree takeoffs and tree landings in the last ninety days', 'homophone', [
    true,
    true,
    false,
    false,
  ]),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and landings in ninety days, sole manipulator same category and class, and full stop landings in a tailwheel',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop within ninety days, between one hour after sunset and one hour before sunrise',
    'partial',
    [true, true, true, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three full stop landings in the preceding 90 days, night from one hour before sunset to one hour after sunrise',
    'opposite',
    [true, true, false, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three full stop takeoffs and landings in the last ninety days between sixty minutes after sunset and sixty minutes before sunrise, same category and class',
    'equivalent',
    [true, true, true, true],
  ),

  // emergency-squawk-codes: 1200 | 7500 | 7600 | 7700
  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijack, seventy six hundred lost comms, seventy seven hundred emergency',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    'one two zero zero is vfr, seven fife zero zero hijacking, seven six zero zero lost communications, seven seven zero zero emergency',
    'homophone',
    [true, true, true, true],
  ),
  c('emergency-squawk-codes', '1200 vfr, 7500 lost comms, 7600 hijack, 7700 emergency', 'wrong-value', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'emergency-squawk-codes',
    '1200 vfr, 7500 hijack, 7600 lost comms, 7700 emergency, and 7400 is lost link for drones',
    'extra-item',
    [true, true, true, true],
  ),
];
