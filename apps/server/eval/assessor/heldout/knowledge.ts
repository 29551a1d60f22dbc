import type { EvalCase, EvalKind } from '../eval.types';

const c = (
  question_key: string,
  reply: string,
  kind: EvalKind,
  expected: boolean[],
  note?: string,
): EvalCase => ({
  question_key,
  reply,
  kind,
  expected,
  ...(note ? { note } : {}),
});

/**
 * Held-out knowledge answers: written before any issue 13 fix and never used to tune the
 * assessor. Values in another unit or form count when they are the same value (2 years =
 * 24 months, half = 50 percent = 0.5, 48 hours = 2 days); a limit on the wrong side does not.
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
    [true, false, false],
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

  // emergency-lost-comms-arrival: 7600 | stay outside, join | light gun | rock wings / flash lights
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six zero zero, stay outside the class d until I figure out the traffic flow then join the pattern, watch the tower for light gun signals, and acknowledge by rocking my wings in the day or flashing my lights at night',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, watch the tower for light signals, rock the wings at night and flash the landing light by day',
    'opposite',
    [true, false, true, false],
  ),
  c('emergency-lost-comms-arrival', 'squawk 7700', 'wrong-value', [false, false, false, false]),

  // airspace-class-a: 18,000 MSL | FL600 | IFR | transponder + ADS-B
  c(
    'airspace-class-a',
    'from eighteen thousand feet msl up to and including flight level six zero zero, ifr only with an instrument rating and an ifr clearance, and you need a mode c transponder and ads-b out',
    'correct',
    [true, true, true, true],
  ),
  c('airspace-class-a', 'it starts at 18,000 feet AGL', 'opposite', [false, false, false, false]),
  c(
    'airspace-class-a',
    'from flight level one eight zero up to and including flight level six hundred',
    'equivalent',
    [true, true, false, false],
  ),

  // airspace-mode-c-veil: 30 NM | surface to 10,000 MSL | Mode C | ADS-B
  c(
    'airspace-mode-c-veil',
    'within thirty nautical miles of the class bravo primary airport from the surface up to ten thousand msl, you need mode c and ads-b out',
    'correct',
    [true, true, true, true],
  ),
  c('airspace-mode-c-veil', 'within 30 miles of the primary airport up to 10,000 AGL', 'opposite', [
    true,
    false,
    false,
    false,
  ]),
  c('airspace-mode-c-veil', 'within twenty nautical miles of the primary airport', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),

  // vfr minimums
  c(
    'vfr-min-class-c-d-e',
    'three miles visibility, five hundred below, a thousand above, two thousand horizontal',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three miles, five hundred above, one thousand below, two thousand horizontal',
    'opposite',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'tree miles fife hundred below won thousand above to thousand horizontal',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five statute miles visibility, a thousand feet below, a thousand feet above, and one mile horizontal',
    'correct',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'fife miles won thousand below won thousand above won mile horizontal',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-e-high',
    'three statute miles, a thousand below, a thousand above, one mile horizontal',
    'wrong-value',
    [false, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three miles, five hundred below, one thousand above, two thousand horizontal, except you can do one mile clear of clouds in the traffic pattern within half a mile of the runway',
    'equivalent',
    [true, true, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    '3 miles 500 below 1000 above 2000 horizontal, or 1 mile and clear of clouds in the pattern within 0.5 miles of the runway',
    'equivalent',
    [true, true, true, true, true],
  ),

  // weather-cloud-base-estimate: spread 10 | 2.5 per 1,000 | 4,000 AGL
  c(
    'weather-cloud-base-estimate',
    'the spread is ten degrees, divide by two point five per thousand feet, so bases around four thousand feet agl',
    'correct',
    [true, true, true],
  ),
  c('weather-cloud-base-estimate', 'bases at about 4,000 feet MSL', 'opposite', [false, false, false]),

  // weather-metar-decode
  c(
    'weather-metar-decode',
    'wind two seven zero at fifteen gusting twenty five, ten miles visibility, ceiling broken at three thousand five hundred, temperature eighteen dew point nine, altimeter two niner niner two',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'weather-metar-decode',
    'wind 270 at 15 gusting 25, visibility 10 miles, broken 3,500 and overcast 8,000, temp 18 dewpoint 9, altimeter 29.92',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'weather-metar-decode',
    'ceiling broken at thirty five hundred feet, overcast at eight thousand, altimeter 29.29',
    'wrong-value',
    [false, false, true, false, false],
  ),
  c('weather-metar-decode', 'wind 270 at 25 gusting 15', 'wrong-value', [false, false, false, false, false]),

  // perf-cg-computation: moment | CG | 6 lb/gal | 7.5 lb/gal
  c(
    'perf-cg-computation',
    'moment is weight times arm, cg is total moment divided by total weight, avgas six pounds per gallon, oil seven and a half pounds per gallon',
    'equivalent',
    [true, true, true, true],
  ),
  c('perf-cg-computation', 'avgas weighs 6 lbs a gallon and oil 7.5 lbs per gallon', 'equivalent', [
    false,
    false,
    true,
    true,
  ]),
  c(
    'perf-cg-computation',
    'avgas seven point five pounds per gallon and oil six pounds per gallon',
    'wrong-value',
    [false, false, false, false],
  ),

  // perf-pressure-altitude: 29.92 | -200 | 800
  c(
    'perf-pressure-altitude',
    'standard is twenty nine ninety two, the difference times a thousand is minus two hundred feet, so pressure altitude is eight hundred feet',
    'spoken-numbers',
    [true, true, true],
  ),
  c('perf-pressure-altitude', 'pressure altitude is 1,200 feet', 'wrong-value', [false, false, false]),

  // airspace-speed-limits
  c(
    'airspace-speed-limits',
    '250 knots below 10,000 MSL, 200 knots at or below 2,500 AGL within 4 NM of a class C or D primary airport, and 200 knots underneath class B or in a VFR corridor',
    'correct',
    [true, true, true],
  ),
  c('airspace-speed-limits', '250 knots above 10,000 feet', 'opposite', [false, false, false]),

  // weather-airmets
  c('weather-airmets', 'tango includes sustained surface winds of 20 knots or more', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),

  // perf-vx-vy
  c('perf-vx-vy', 'vy is the best angle and vx is the best rate', 'opposite', [false, false, false, false]),
  c('perf-vx-vy', 'vx best angle for clearing obstacles, vy best rate for normal climbs', 'correct', [
    true,
    true,
    true,
    true,
  ]),

  // emergency-light-gun-ground / airborne
  c(
    'emergency-light-gun-ground',
    'steady green cleared for takeoff, flashing green cleared to taxi, steady red stop, flashing red taxi clear of the runway in use, flashing white return to the starting point',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'emergency-light-gun-ground',
    'flashing green cleared for takeoff and steady green cleared to taxi',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady red means airport unsafe do not land and flashing red means give way and keep circling',
    'opposite',
    [false, false, false, false, false],
  ),

  // airspace-class-e-floors
  c(
    'airspace-class-e-floors',
    'usually 1200 agl, a magenta vignette means 700 agl, a dashed magenta line means from the surface, and everything from 14,500 msl',
    'correct',
    [true, true, true, true],
  ),

  // regs-minimum-safe-altitudes
  c(
    'regs-minimum-safe-altitudes',
    'congested won thousand above the highest obstacle within to thousand feet',
    'homophone',
    [false, true, true, false, false],
  ),

  // Mnemonics said in full, with one more correct item
  c(
    'regs-aircraft-documents',
    'A R R O W: airworthiness certificate, registration certificate, radio station license for international flights, operating limitations, weight and balance, and the compass deviation card',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate, medical certificate, government photo ID, and my logbook if I am a student on a solo cross country',
    'extra-item',
    [true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, tachometer, oil pressure, manifold pressure, altimeter, coolant temperature, oil temperature, fuel gauge for each tank, landing gear position indicator, anticollision lights, magnetic compass, ELT, seat belts, and pyrotechnic signaling devices if for hire over water',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'moisture, unstable air, and a lifting action from heating, terrain, fronts or converging winds',
    'extra-item',
    [true, true, true],
  ),
  c(
    'regs-preflight-action',
    'all available information, weather reports and forecasts, known ATC delays, runway lengths, alternatives, fuel requirements, takeoff and landing distance data, and I also check NOTAMs and TFRs',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-right-of-way-converging',
    'distress has it over everyone; balloon, glider, airship, then airplane or rotorcraft; towing or refueling over other engine driven aircraft; in the same category the one on the right; and landing aircraft have it too',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'radio-initial-contact',
    "who you're calling, your full call sign, your position and altitude, your request with the ATIS code, and your aircraft type",
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'emergency-engine-failure',
    'best glide, pick a field, run the restart checklist fuel mixture carb heat mags, declare an emergency on 121.5 or squawk 7700, and brief the passengers and unlatch the doors',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'probably carbon monoxide; shut off the cabin heat, open the fresh air vents, use oxygen if I have it, land as soon as practical and get medical help, and I would check the CO detector',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; higher elevation, higher temperature and higher humidity raise it, and so does a low altimeter setting',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic from low oxygen pressure at high altitude, hypemic when the blood cannot carry oxygen like carbon monoxide or anemia, stagnant from poor circulation under g forces, histotoxic when cells cannot use oxygen from alcohol or drugs',
    'extra-item',
    [true, true, true, true],
  ),
];
