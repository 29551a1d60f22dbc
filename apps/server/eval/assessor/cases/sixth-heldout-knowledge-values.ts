import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the seventh held-out part replaced it (2026-11-28); formerly the sixth
 * held-out part, knowledge answers whose items carry values, in new wordings: equivalent
 * units and forms, recogniser homophones, wrong values and descriptors turned into their
 * opposite. Written on 2026-11-27 (late evening) and committed alone, before that round's
 * assessor changes and before the assessor was run on them. Tuning never looks at these cases,
 * only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  // equivalent values and forms
  c(
    'regs-medical-duration',
    'if you are under 40 it lasts five years, 40 and over two years, and it runs to the end of the month',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-flight-review',
    'every two years: an hour of ground and an hour of flying, going over part 91 and whatever maneuvers the CFI picks, then a logbook endorsement',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough to get to where you first planned to land plus half an hour in the day and three quarters of an hour at night',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-inspections',
    'an annual every year, a 100-hour if you carry people for hire or give flight instruction for hire in your own plane, you can go 10 hours over only to get to the inspection, and the transponder every two years',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspect it once a year; new battery after more than an hour of cumulative use or when half its useful life is gone; test only in the first five minutes after the hour, three sweeps max',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'weather-taf-change-groups',
    'five mile radius around the field; FM is a rapid lasting change from that time; TEMPO is temporary fluctuations lasting under an hour and less than half the period; PROB30 is a 0.3 probability of thunderstorms',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-alcohol',
    'no drinking within 8 hrs of flying, alcohol concentration under four hundredths, never under the influence, and no drugs that impair you',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'perf-load-factor-stall',
    'the load factor doubles to 2 g, and the stall speed goes up with the square root of the load factor, about 1.41 times',
    'equivalent',
    [T, T, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three full stop takeoffs and landings in the last ninety days, same category and class, night being from sixty minutes after sunset to sixty minutes before sunrise',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three miles, 500 below, 1,000 above, 2,000 horizontal, but in the pattern within half a mile of the runway you can do one mile and clear of clouds',
    'equivalent',
    [T, T, T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'the crew needs it after half an hour above 12,500 up to 14,000, the crew all the time above 14,000, and above 15,000 everyone on board must be provided oxygen',
    'equivalent',
    [T, T, T],
  ),
  c(
    'airspace-mode-c-veil',
    'within thirty nautical miles of the primary Class B airport, surface to 10k MSL, Mode C transponder and ADS-B Out',
    'equivalent',
    [T, T, T, T],
  ),

  // recogniser homophones
  c(
    'emergency-squawk-codes',
    'won to zero zero is vfr seventy five hundred hijack seventy six hundred lost comms seventy seven hundred emergency',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'regs-medical-duration',
    'under forty it is good for sixty calendar months forty or older twenty for calendar months through the end of the month',
    'homophone',
    [T, T, T],
  ),
  c(
    'regs-flight-review',
    'within the preceding twenty for calendar months with won hour of ground and won hour of flight a review of part ninety one and maneuvers and an endorsement in the logbook',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred is four thousand five hundred twelve thousand five hundred is won to thousand five hundred flight level one ninety is flight level won niner zero and you separate the digits above nine thousand nine hundred',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six oh oh, stay above the class delta until I see the flow of traffic then join the pattern, watch the tower for light signals, rock my wings by day and flash the lights at night',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-e-high',
    'five statute miles won thousand below won thousand above and won mile horizontal',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'regs-alcohol',
    'ate hours bottle to throttle below point zero for never under the influence and no drugs that impair you',
    'homophone',
    [T, T, T, T],
  ),
  c(
    'airspace-speed-limits',
    '250 knots below ten thousand MSL, 200 knots at or below 2,500 AGL within for nautical miles of a class C or D primary airport, and 200 under class B or in a VFR corridor',
    'homophone',
    [T, T, T],
  ),

  // wrong values and opposites
  c(
    'regs-medical-duration',
    'under 40 it is 24 months and 40 or older 60 months, to the end of the month',
    'wrong-value',
    [F, F, T],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus 45 minutes by day and 30 at night',
    'wrong-value',
    [T, F, F],
  ),
  c('vfr-min-class-c-d-e', '3 miles, 1,000 below, 500 above, 2,000 horizontal', 'wrong-value', [T, F, F, T]),
  c('regs-alcohol', '12 hours from the last drink and under 0.08', 'wrong-value', [F, F, F, F]),
  c(
    'emergency-elt',
    'inspect every 24 calendar months, replace the battery after one cumulative hour or 50 percent of its life, test in the first five minutes after the hour',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'airspace-class-a',
    'from 18,000 feet AGL up to FL600, IFR only with a rating and a clearance, transponder and ADS-B',
    'opposite',
    [F, T, T, T],
  ),
  c('eval-vfr-cruising-west', 'westbound, 180 to 359, odd thousands plus 500', 'opposite', [F, T]),
  c(
    'eval-vfr-cruising-east',
    'magnetic courses zero to one seventy nine, so odd thousand plus five hundred, like five thousand five hundred',
    'correct',
    [T, T],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over a congested area 500 feet above the highest obstacle within 2,000 feet, elsewhere 1,000 feet above the surface',
    'wrong-value',
    [F, F, T, F, F],
    'the two heights swapped',
  ),
  c(
    'airspace-class-e-floors',
    'it usually starts at 1,200 AGL; a dashed magenta line means a 700 foot floor, shaded magenta means class E to the surface; everything from 14,500 MSL up to 18,000',
    'opposite',
    [T, F, F, T],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and a surface temperature above freezing; freezing rain means colder air above',
    'opposite',
    [T, F, F],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusting 25, visibility 10 miles, ceiling overcast 3,500, broken 8,000, temperature 18 dew point 9, altimeter 29.92',
    'wrong-value',
    [T, T, F, T, T],
    'cloud cover swapped',
  ),
  c('weather-cloud-base-estimate', 'spread of 10, divide by 2.5, bases about 4,000 feet MSL', 'opposite', [
    T,
    T,
    F,
  ]),
  c(
    'perf-pressure-altitude',
    'set 29.92, the correction is minus 200, so the pressure altitude is 1,200',
    'wrong-value',
    [T, T, F],
  ),
  c(
    'emergency-distress-urgency',
    'mayday three times for urgency, pan-pan three times for distress, on the frequency you are on or 121.5, squawk 7700',
    'wrong-value',
    [F, F, F, T, T],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings, touch and goes are fine, in the last 90 days, night being sunset to sunrise',
    'wrong-value',
    [F, T, F, F],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter and attitude indicator',
    'wrong-value',
    [F, F, F, F, F],
    'attitude indicator instead of the compass',
  ),

  // spoken numbers and ICAO digits
  c(
    'weather-metar-decode',
    'wind two seventy at fifteen gusting twenty five, ten miles visibility, ceiling broken thirty five hundred, overcast eight thousand, temp eighteen dew point nine, altimeter two niner niner two',
    'spoken-numbers',
    [T, T, T, T, T],
  ),
  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred up to fourteen thousand the crew after thirty minutes, above fourteen thousand the crew the whole time, above fifteen thousand everyone gets oxygen',
    'spoken-numbers',
    [T, T, T],
  ),
  c(
    'emergency-squawk-codes',
    'wun two zero zero VFR, seven fife zero zero hijack, seven six zero zero radio failure, seven seven zero zero emergency',
    'icao-digits',
    [T, T, T, T],
  ),
];
