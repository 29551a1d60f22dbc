import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, knowledge answers whose items carry values, in new wordings: equivalent
 * units and forms, recogniser homophones, hedges, wrong values, values said under another label
 * and descriptors turned into their opposite. Written on 2026-11-28 and committed alone, before
 * round 8's assessor changes and before the assessor was run on them. Tuning never looks at these
 * cases, only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  c(
    'regs-flight-review',
    'once every two years you fly with a CFI: at least an hour on the ground and an hour in the air covering Part 91 and whatever maneuvers they want, and they endorse your logbook',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-flight-review',
    'every 12 calendar months, an hour of ground and an hour of flight, part 91 review and maneuvers, instructor endorsement',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'regs-medical-duration',
    'five years if you are younger than forty and two years if you are forty or over, and it expires at the end of that month',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-medical-duration',
    'under 40 it is good for 24 months and over 40 for 60 months, through the end of the month',
    'wrong-value',
    [F, F, T],
  ),
  c(
    'regs-medical-duration',
    'um I believe 60 months when you are under 40 and 24 months at 40 and up, counted to the end of the month',
    'hedge',
    [T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough gas to get to your destination plus a half hour during the day, or three quarters of an hour at night',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'fuel to your first landing point and then 45 minutes by day and 30 minutes at night',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'regs-vfr-fuel',
    'you have to be able to make it to where you plan to land first and still have thirty minutes of cruise left over in daytime, forty five after dark',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'regs-alcohol',
    'you wait a full eight hours after your last beer, you must be under point zero four, you cannot be under the influence, and no medication that impairs you',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'regs-alcohol',
    '12 hours from bottle to throttle, under 0.04, not under the influence, no impairing drugs',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'regs-alcohol',
    'eight hours since the last drink, and an alcohol concentration of 0.04 or more',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'regs-alcohol',
    'ate hours from the last drink, under point zero for, not under the influence, and no drugs that impair you',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'between twelve five and fourteen thousand the required crew needs it after half an hour, above fourteen thousand they need it the whole time, and above fifteen thousand every passenger has to be offered it',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 crew after 30 minutes, above 15,000 crew at all times, above 14,000 everyone gets oxygen',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'regs-supplemental-oxygen',
    'I think crew after 30 minutes from 12,500 to 14,000, crew all the time over 14,000, and everybody over 15,000',
    'hedge',
    [T, T, T],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'everywhere you need enough height to land safely if the engine quits; over a town 1,000 feet above the tallest obstacle within 2,000 feet horizontally; elsewhere 500 feet above the ground; and over open water or sparse areas no closer than 500 feet to any person, vessel, vehicle or structure',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over cities 500 feet above the highest obstacle within 2,000 feet, other areas 1,000 feet',
    'wrong-value',
    [F, F, T, F, F],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three full stop landings in the last 90 days, between one hour before sunset and one hour after sunrise, same category and class',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three full-stop takeoffs and landings within the preceding ninety days, during the period from an hour after sunset until an hour before sunrise, in the same category and class',
    'paraphrase',
    [T, T, T, T],
  ),
  c('regs-passenger-currency-day', 'three takeoffs and landings', 'partial', [T, F, F, F]),
  c(
    'regs-inspections',
    'annual every twelve calendar months, a 100 hour if you use it for hire or to give paid instruction in a plane you provide, you may go 10 hours past to reach a place to do it, and transponder checks every 2 years',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-inspections',
    'annual each 12 months, 100 hour for hire, you can exceed it by 5 hours to get to the shop, transponder every 24 months',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'emergency-elt',
    'inspect it yearly, swap the battery after more than sixty minutes of total use or once half of its useful life is gone, and test it only during the first five minutes after the hour with no more than three sweeps',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspection every 24 months, battery after an hour of use or 50 percent of its life, test in the first 5 minutes after the hour, three sweeps',
    'wrong-value',
    [F, T, T, T],
  ),
  c('emergency-squawk-codes', '1200 VFR, 7500 lost comms, 7600 hijacking, 7700 emergency', 'wrong-value', [
    T,
    F,
    F,
    T,
  ]),
  c(
    'emergency-squawk-codes',
    'won to zero zero is vfr, seven five zero zero hijack, seven six zero zero lost comms, seven seven zero zero emergency',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, stay outside until I know the flow then join, watch for light gun signals, and rock the wings at night and flash the lights by day',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'emergency-pic-authority',
    'the PIC has the last word, can break any part 91 rule to the extent needed, must send a written report if the FAA asks, and if ATC gave priority, report within two days when asked',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'weather-metar-decode',
    'wind two seventy at fifteen gusting twenty five, ten miles visibility, ceiling broken thirty five hundred, overcast eight thousand, temp eighteen dew point nine, altimeter twenty nine ninety two',
    'spoken-numbers',
    [T, T, T, T, T],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread is 10 degrees, divide by two and a half, about four thousand feet above the ground',
    'equivalent',
    [T, T, T],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread of 10, divide by 4.4 and you get about 2,300 feet',
    'wrong-value',
    [T, F, F],
  ),
  c(
    'perf-load-factor-stall',
    'two Gs, and stall speed goes up by the square root of two, so roughly 1.4 times',
    'equivalent',
    [T, T, T],
  ),
  c(
    'airspace-class-a',
    'from FL180 up to and including FL600, IFR only with an instrument rating and IFR clearance, and you need a mode C transponder and ADS-B out',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'airspace-speed-limits',
    '250 knots below 10,000, 200 knots within 4 miles of a class C or D airport below 2,500 AGL, and 230 under the class B',
    'wrong-value',
    [T, T, F],
  ),
  c(
    'airspace-mode-c-veil',
    'a 30 nautical mile ring around the Bravo primary airport, from the ground up to ten thousand MSL, needing an altitude encoding transponder and ADS-B Out',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'airspace-class-e-floors',
    'generally 1,200 AGL; a dashed magenta line means a 700 foot floor and shaded magenta means surface',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three miles, and stay five hundred under, a thousand over and two thousand to the side of the clouds',
    'paraphrase',
    [T, T, T, T],
  ),
  c('vfr-min-class-g-day-low', 'I believe one mile and clear of clouds', 'hedge', [T, T]),
  c('vfr-surface-area-ceiling', 'no, you would need a special VFR', 'partial', [T, F, F, T]),
  c(
    'vfr-special-vfr',
    'ATC clearance in a surface area below 10,000, clear of clouds, 3 miles visibility, and at night an instrument rating and IFR airplane',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'weather-taf-change-groups',
    'covers 5 statute miles around the airport; FM means a quick lasting change starting at that time; TEMPO means short fluctuations of less than 60 minutes covering under half the period; PROB30 is a thirty percent chance of storms or rain',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'weather-structural-icing',
    'you need visible moisture and, I think, the airframe at or below zero celsius; freezing rain means there is warmer air above you',
    'hedge',
    [T, T, T],
  ),
];
