import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Fifth held-out part, knowledge answers whose items carry values (durations, limits, distances,
 * percentages, altitudes, odd/even): written on 2026-11-27 (evening) and committed alone, before
 * that round's assessor changes. Tuning never looks at these cases, only at the aggregate tables
 * the runner prints. A value in another unit or form counts when it is the same value; a value on
 * the wrong side of a limit, a swapped pair or a descriptor turned into its opposite does not.
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
  c('perf-pressure-altitude', 'against 29.92 the correction is plus 200, so 1,200 feet', 'wrong-value', [
    T,
    F,
    F,
  ]),

  // perf-cg-computation: moment = weight x arm | CG = total moment / total weight | avgas 6 | oil 7.5
  c(
    'perf-cg-computation',
    'moment is weight times arm, CG is total moment divided by total weight, avgas six pounds a gallon, oil seven and a half',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'perf-cg-computation',
    'CG equals total weight divided by total moment, fuel 6 lb per gallon and oil 7.5',
    'wrong-value',
    [F, F, T, T],
  ),
  c(
    'perf-cg-computation',
    'avgas is 7.5 pounds per gallon and oil is 6',
    'wrong-value',
    [F, F, F, F],
    'the two weights swapped',
  ),

  // airspace-class-a: floor 18,000 MSL | FL600 | IFR | transponder + ADS-B
  c('airspace-class-a', 'from 18,000 feet AGL up to flight level 600, IFR only', 'opposite', [F, T, T, F]),
  c(
    'airspace-class-a',
    'eighteen thousand msl to flight level six hundred, you need an instrument rating and IFR clearance, plus mode c and ads-b out',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'airspace-class-a',
    'from 18,000 MSL to FL450, IFR only with an instrument rating and clearance',
    'wrong-value',
    [T, F, T, F],
  ),

  // airspace-mode-c-veil: 30 NM of primary | surface to 10,000 MSL | Mode C | ADS-B Out
  c(
    'airspace-mode-c-veil',
    'within 20 nautical miles of the class B airport from the surface to 10,000 MSL, needs mode C and ADS-B out',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'airspace-mode-c-veil',
    'thirty nautical miles around the primary class bravo airport, surface to ten thousand feet msl, altitude encoding transponder and ads b out',
    'spoken-numbers',
    [T, T, T, T],
  ),

  // airspace-speed-limits: 250 below 10,000 | 200 at/below 2,500 AGL within 4 NM of C/D | 200 under B
  c(
    'airspace-speed-limits',
    '250 knots above 10,000 MSL, 200 knots within 4 NM of class C or D at or below 2,500 AGL, 200 under class B',
    'opposite',
    [F, T, T],
  ),
  c(
    'airspace-speed-limits',
    '250 knots below ten thousand, 230 near class C and D airports, and 200 beneath the bravo',
    'wrong-value',
    [T, F, T],
  ),

  // airspace-class-d: towered | surface to ~2,500 AGL | dashed blue | 2-way radio before | maintain
  c(
    'airspace-class-d',
    'around a towered airport, surface to 2,500 feet above the field, solid blue line on the chart, contact the tower before entering and keep talking to them',
    'opposite',
    [T, T, F, T, T],
    'a solid blue line is Class B',
  ),
  c(
    'airspace-class-d',
    'it surrounds an airport with a working tower from the surface to about four thousand feet above it, dashed blue lines, two way radio before you enter',
    'wrong-value',
    [T, F, T, T, F],
  ),

  // airspace-class-e-floors: 1,200 AGL | magenta vignette 700 | dashed magenta surface | 14,500 MSL
  c(
    'airspace-class-e-floors',
    'usually 1,200 AGL, the fuzzy magenta shading lowers it to 700 AGL, a dashed magenta line means it starts at the surface',
    'partial',
    [T, T, T, F],
  ),
  c(
    'airspace-class-e-floors',
    'it generally begins at 700 AGL and the magenta vignette brings it down to 1,200',
    'wrong-value',
    [F, F, F, F],
    'the two floors swapped',
  ),
  c(
    'airspace-class-e-floors',
    'a dashed blue line means class E to the surface, otherwise it starts at twelve hundred AGL',
    'opposite',
    [T, F, F, F],
  ),

  // vfr-min-class-c-d-e: 3 SM | 500 below | 1,000 above | 2,000 horizontal
  c(
    'vfr-min-class-c-d-e',
    'three miles and 1,000 below, 500 above, 2,000 horizontal',
    'wrong-value',
    [T, F, F, T],
    'below and above swapped',
  ),
  c(
    'vfr-min-class-c-d-e',
    'three sm visibility, five hundred under, a thousand over, two thousand to the side',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-c-d-e',
    'tree miles, five hundred below, one tousand above, two tousand horizontal',
    'icao-digits',
    [T, T, T, T],
  ),

  // vfr-min-class-e-high: 5 SM | 1,000 below | 1,000 above | 1 SM horizontal
  c(
    'vfr-min-class-e-high',
    'five miles visibility, a thousand feet below and above clouds, and one mile horizontal',
    'correct',
    [T, T, T, T],
  ),
  c(
    'vfr-min-class-e-high',
    'three statute miles, 1,000 below, 1,000 above, 1 mile horizontal',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'vfr-min-class-e-high',
    'five statute miles, 500 below, 1,000 above and 2,000 horizontally',
    'wrong-value',
    [T, F, T, F],
  ),

  // vfr-min-class-g-day-low: 1 SM | clear of clouds
  c('vfr-min-class-g-day-low', 'one mile and clear of clouds', 'correct', [T, T]),
  c('vfr-min-class-g-day-low', 'three miles and clear of clouds', 'wrong-value', [F, T]),

  // vfr-special-vfr: ATC clearance, surface area, below 10,000 | clear of clouds | 1 SM | night: IR + IFR aircraft
  c(
    'vfr-special-vfr',
    'an ATC clearance inside the surface area below 10,000 MSL, staying clear of clouds with at least 3 miles visibility',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'vfr-special-vfr',
    'you need a clearance from ATC in the surface area below ten thousand msl, clear of clouds, a mile of visibility, and at night an instrument rated pilot in an IFR equipped airplane',
    'correct',
    [T, T, T, T],
  ),

  // vfr-surface-area-ceiling: No | ceiling 1,000 | 3 SM ground vis | special VFR
  c(
    'vfr-surface-area-ceiling',
    'no, basic VFR needs a 1,000 foot ceiling and 3 miles, you could ask for a special VFR clearance',
    'correct',
    [T, T, T, T],
  ),
  c(
    'vfr-surface-area-ceiling',
    'yes, the ceiling only has to be 500 feet and the visibility 1 mile',
    'wrong-value',
    [F, F, F, F],
  ),

  // emergency-squawk-codes: 1200 VFR | 7500 hijack | 7600 lost comms | 7700 emergency
  c(
    'emergency-squawk-codes',
    '1200 is VFR, 7500 is radio failure, 7600 is hijacking, 7700 is emergency',
    'wrong-value',
    [T, F, F, T],
    'two meanings swapped',
  ),
  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijack, seventy six hundred lost radio, seventy seven hundred emergency, and seventy four hundred is lost link for drones',
    'extra-item',
    [T, T, T, T],
  ),

  // emergency-lost-comms-arrival: 7600 | remain outside | light signals | rock wings / flash lights
  c(
    'emergency-lost-comms-arrival',
    'squawk 7700, stay above the class D until I see the traffic, watch for light gun signals, rock my wings to acknowledge',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six zero zero, watch the tower for light signals, and acknowledge by flashing the landing light at night or rocking the wings during the day',
    'spoken-numbers',
    [T, F, T, T],
  ),

  // emergency-pic-authority: final authority | deviate | written report on request | 48 hours if priority
  c(
    'emergency-pic-authority',
    'yes, the PIC is the final authority and may deviate from any rule to meet the emergency; if ATC gave priority you may have to report within 24 hours',
    'wrong-value',
    [T, T, F, F],
  ),
  c(
    'emergency-pic-authority',
    'the pilot in command has final authority, can break any part 91 rule as needed, sends a written report if the FAA asks, and within two days if ATC gave priority',
    'equivalent',
    [T, T, T, T],
  ),

  // emergency-distress-urgency: mayday x3 | pan-pan x3 | distress vs urgency | current or 121.5 | 7700
  c(
    'emergency-distress-urgency',
    'mayday three times for distress, pan pan three times for urgency, on the frequency you are on or 121.5, squawk 7600',
    'wrong-value',
    [T, T, F, T, F],
  ),
  c(
    'emergency-distress-urgency',
    'pan pan for distress and mayday for urgency, on one two one point five',
    'opposite',
    [F, F, F, T, F],
    'the two calls swapped',
  ),

  // radio-ctaf-self-announce: 10 mi out | downwind, base, final | leaving runway | before taxi & onto runway
  c(
    'radio-ctaf-self-announce',
    'ten miles out inbound, on entering downwind base and final, when clear of the runway, and departing before taxi and before entering the runway',
    'correct',
    [T, T, T, T],
  ),
  c('radio-ctaf-self-announce', 'call about 5 miles out, then downwind, base and final', 'wrong-value', [
    F,
    T,
    F,
    F,
  ]),
  c(
    'emergency-elt',
    'inspection every twelve calendar months and a new battery after won hour of cumulative use',
    'homophone',
    [T, T, F, F],
  ),

  // radio-altitude-phrasing: 4,500 | 12,500 "one two thousand" | FL190 | rule
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, twelve thousand five hundred, flight level one niner zero',
    'partial',
    [T, F, T, F],
    'twelve thousand is not the digit-by-digit form',
  ),
  c(
    'radio-altitude-phrasing',
    'four thousand five hundred, one two thousand five hundred, flight level one niner zero; above 9,900 the thousands are said digit by digit and flight levels start at 18,000',
    'correct',
    [T, T, T, T],
  ),
];
