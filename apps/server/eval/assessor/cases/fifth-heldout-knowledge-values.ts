import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, knowledge answers whose items carry values (durations, limits, distances,
 * percentages, altitudes, odd/even): written on 2026-11-27 (evening) and committed alone, before
 * that round's assessor changes. A value in another unit or form counts when it is the same value;
 * a value on the wrong side of a limit, a swapped pair or a descriptor turned into its opposite
 * does not.
 */
export const cases: EvalCase[] = [
  // eval-vfr-cruising-east: odd + 500 | 0-179
  c('eval-vfr-cruising-east', 'even thousands plus five hundred, like 4,500 or 6,500', 'opposite', [F, F]),
  c(
    'eval-vfr-cruising-east',
    'eastbound, courses zero through one seventy nine, so odd thousand plus 500: 3,500, 5,500, 7,500',
    'correct',
    [T, T],
  ),
  c(
    'eval-vfr-cruising-east',
    'odd thousands plus five hundred because the course is between 180 and 359',
    'wrong-value',
    [T, F],
  ),
  c('eval-vfr-cruising-east', 'odd thousands, like 5,000 or 7,000', 'wrong-value', [F, F]),
  // eval-vfr-cruising-west: even + 500 | 180-359
  c('eval-vfr-cruising-west', 'odd thousand plus 500 since westbound is 180 to 359', 'opposite', [F, T]),
  c(
    'eval-vfr-cruising-west',
    'westbound so an even altitude plus five hundred such as four thousand five hundred or six thousand five hundred',
    'spoken-numbers',
    [T, T],
  ),
  c('eval-vfr-cruising-west', 'six thousand five hundred or eight thousand five hundred', 'partial', [T, F]),

  // regs-flight-review: 24 calendar months | 1h ground + 1h flight | Part 91 + maneuvers | endorsement
  c(
    'regs-flight-review',
    'once every two years, at least an hour of ground and an hour of flying, covering part 91 and maneuvers the instructor picks, and the CFI signs your logbook',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-flight-review',
    'every 12 calendar months with one hour on the ground and one hour in flight',
    'wrong-value',
    [F, T, F, F],
  ),
  c(
    'regs-flight-review',
    'every twenty four calendar months, two hours of ground and two hours of flight',
    'wrong-value',
    [T, F, F, F],
  ),
  c('regs-flight-review', 'within the preceding to years, won hour ground and won hour flight', 'homophone', [
    T,
    T,
    F,
    F,
  ]),

  // regs-medical-duration: under 40: 60 months | 40+: 24 months | end of month
  c(
    'regs-medical-duration',
    'for a pilot younger than 40 it lasts five years, at 40 and above two years, through the last day of the month',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-medical-duration',
    'under forty it is good for two years, and for those over forty it is five years',
    'wrong-value',
    [F, F, F],
    'the two durations swapped',
  ),
  c(
    'regs-medical-duration',
    'sixty months if you are under 40, and 12 months if you are 40 or older',
    'wrong-value',
    [T, F, F],
  ),
  c('regs-medical-duration', 'under 40: 5 years, 40 and over: 24 months', 'equivalent', [T, T, F]),

  // regs-alcohol: 8 hours | below 0.04 | not under the influence | no impairing drugs
  c(
    'regs-alcohol',
    'eight hours bottle to throttle, blood alcohol less than 0.04 percent, not under the influence, and no drugs that affect your faculties',
    'correct',
    [T, T, T, T],
  ),
  c('regs-alcohol', 'ate hours from the last drink and under point zero four', 'homophone', [T, T, F, F]),
  c('regs-alcohol', 'eight hours and alcohol concentration of 0.04 or more', 'opposite', [T, F, F, F]),
  c('regs-alcohol', 'eighteen hours from bottle to throttle and below 0.04', 'wrong-value', [F, T, F, F]),
  c('regs-alcohol', 'wait at least 480 minutes after drinking and stay under 0.04', 'equivalent', [
    T,
    T,
    F,
    F,
  ]),

  // regs-vfr-fuel: first point of landing | +30 min day | +45 min night
  c(
    'regs-vfr-fuel',
    'fuel to the first point of intended landing and then 45 minutes by day and 30 at night',
    'wrong-value',
    [T, F, F],
    'day and night reserves swapped',
  ),
  c(
    'regs-vfr-fuel',
    'to reach your first planned landing point plus thirty minutes in daytime and forty five at night',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough to fly to the destination plus 0.5 hours day and 0.75 hours night',
    'equivalent',
    [T, T, T],
  ),
  c('regs-vfr-fuel', 'thirty minutes of reserve during the day, sixty at night', 'wrong-value', [F, T, F]),

  // regs-passenger-currency-night: 3 to full stop | 90 days | 1h after sunset - 1h before sunrise | same cat/class
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within 90 days, during the period from an hour after sunset to an hour before sunrise, same category and class',
    'correct',
    [T, T, T, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three full stop landings in the last 90 days, night meaning one hour before sunset to one hour after sunrise',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'regs-passenger-currency-night',
    'three touch and go landings at night in the preceding ninety days',
    'wrong-value',
    [F, T, F, F],
    'touch and go is not a full stop',
  ),
  c(
    'regs-passenger-currency-night',
    'tree takeoffs and tree landings to a full stop within ninety days, from sixty minutes after sunset to sixty minutes before sunrise',
    'equivalent',
    [T, T, T, F],
  ),

  // regs-passenger-currency-day: 3 T/O + 3 ldg | 90 days | sole manipulator same cat/class | tailwheel full stop
  c(
    'regs-passenger-currency-day',
    'three takeoffs and three landings in the preceding 60 days',
    'wrong-value',
    [T, F, F, F],
  ),
  c(
    'regs-passenger-currency-day',
    'within ninety days, three takeoffs and landings as sole manipulator in the same category and class, to a full stop in a tailwheel',
    'correct',
    [T, T, T, T],
  ),

  // regs-supplemental-oxygen: 12,500-14,000 crew after 30 min | above 14,000 crew always | above 15,000 everyone
  c(
    'regs-supplemental-oxygen',
    'above 12,500 up to 14,000 the crew after half an hour, above 14,000 the crew the whole time, above 15,000 every occupant must be provided oxygen',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'crew above 14,000 after 30 minutes, crew all the time above 12,500, passengers above 15,000',
    'wrong-value',
    [F, F, T],
    'the two crew altitudes swapped',
  ),
  c(
    'regs-supplemental-oxygen',
    'above 10,000 feet the crew needs oxygen after thirty minutes, above 14,000 continuously, and above 15,000 everybody gets it',
    'wrong-value',
    [F, T, T],
  ),

  // regs-inspections: annual 12 months | 100 hr for hire | overfly by 10 h | transponder 24 months
  c(
    'regs-inspections',
    'an annual every year, a 100 hour if you carry people for hire or give flight instruction for hire in your airplane, you can go 10 hours over to get to the shop, transponder every two years',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-inspections',
    'annual within 12 calendar months and the transponder check every 12 calendar months',
    'wrong-value',
    [T, F, F, F],
  ),
  c(
    'regs-inspections',
    'annual inspection within the preceding twelve calendar months, and the hundred hour can be exceeded by up to fifteen hours to reach a place to do it',
    'wrong-value',
    [T, F, F, F],
  ),

  // emergency-elt: inspection 12 months | battery after 1 cumulative hour | or 50% life | test first 5 min
  c(
    'emergency-elt',
    'inspect it every year, change the battery after an hour of total use or when half its useful life is gone, and only test in the first five minutes after the hour',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspected every 24 calendar months and the battery replaced at 50 percent of its life',
    'wrong-value',
    [F, F, T, F],
  ),
  c(
    'emergency-elt',
    'every twelve calendar months, battery after one cumulative hour or when 0.5 of its useful life has expired',
    'equivalent',
    [T, T, T, F],
  ),
  c(
    'emergency-elt',
    'test it during the last five minutes of the hour, no more than three sweeps',
    'opposite',
    [F, F, F, F],
  ),

  // weather-taf-change-groups: 5 SM radius | FM rapid lasting | TEMPO < 1 h, < half | PROB30 30%
  c(
    'weather-taf-change-groups',
    'a five mile radius around the airport; FM is a rapid permanent change from that time; TEMPO means temporary changes lasting less than an hour each and under half the period; PROB30 a 0.3 probability of thunderstorms or precipitation',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'weather-taf-change-groups',
    'it covers ten statute miles around the airport and prob thirty is a thirty percent chance of storms',
    'wrong-value',
    [F, F, F, T],
  ),
  c('weather-taf-change-groups', 'PROB30 means a 3 percent chance of thunderstorms', 'wrong-value', [
    F,
    F,
    F,
    F,
  ]),

  // perf-load-factor-stall: 2 G | sqrt of load factor | ~41% higher
  c(
    'perf-load-factor-stall',
    'two g, and stall speed goes up by the square root of the load factor, about 1.41 times',
    'equivalent',
    [T, T, T],
  ),
  c(
    'perf-load-factor-stall',
    'load factor is 1.41 g and the stall speed goes up by about two times',
    'wrong-value',
    [F, F, F],
    'the two values swapped',
  ),
  c(
    'perf-load-factor-stall',
    'the load factor is 2 and the stall speed decreases with the square root',
    'opposite',
    [T, F, F],
  ),
  c(
    'perf-load-factor-stall',
    'two gs, stall speed rises with the square root of the load factor, roughly forty one percent',
    'spoken-numbers',
    [T, T, T],
  ),

  // perf-pressure-altitude: 29.92 | (29.92-30.12)x1000 = -200 | 800 ft
  c(
    'perf-pressure-altitude',
    'using twenty nine ninety two, the difference is minus two hundred so pressure altitude is eight hundred feet',
    'spoken-numbers',
    [T, T, T],
  ),
];
