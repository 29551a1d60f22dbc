import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** The first held-out part's knowledge answers, continued (see former-heldout-knowledge.ts). */
export const cases: EvalCase[] = [
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
