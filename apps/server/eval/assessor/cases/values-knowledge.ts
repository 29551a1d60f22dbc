import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Knowledge answers for issue 13 (tuning part): the same value in another unit or form counts
 * (years for months, a decimal for a percentage, "half an hour"), a limit on the wrong side or
 * a swapped descriptor does not, and a list may name more correct items than the rubric.
 */
export const cases: EvalCase[] = [
  // Equivalent values
  c(
    'regs-flight-review',
    'every 2 years you need one hour of ground and one hour of flight training plus a logbook endorsement',
    'equivalent',
    [true, true, false, true],
  ),
  c('regs-flight-review', 'once every two years', 'equivalent', [true, false, false, false]),
  c('regs-flight-review', 'every year', 'wrong-value', [false, false, false, false]),
  c('regs-flight-review', 'every four years with an instructor sign off', 'wrong-value', [
    false,
    false,
    false,
    true,
  ]),
  c(
    'regs-medical-duration',
    'five years if under 40, two years if 40 or older, to the end of the month',
    'equivalent',
    [true, true, true],
  ),
  c('regs-medical-duration', 'under forty: sixty months; forty and older: two years', 'equivalent', [
    true,
    true,
    false,
  ]),
  c('regs-medical-duration', 'under forty: four years; forty or over: two years', 'wrong-value', [
    false,
    true,
    false,
  ]),
  c('regs-medical-duration', 'under 40 it lasts 6 years', 'wrong-value', [false, false, false]),
  c('regs-inspections', 'an annual every year and a transponder check every two years', 'equivalent', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'regs-inspections',
    'annual every 12 calendar months, transponder every 12 calendar months',
    'wrong-value',
    [true, false, false, false],
  ),
  c(
    'regs-inspections',
    'annual every 12 calendar months and you may exceed the 100 hours by up to 10 hours to reach the inspection place',
    'partial',
    [true, false, true, false],
  ),
  c(
    'regs-inspections',
    'you may exceed the 100 hours by 15 hours to reach a place for the inspection',
    'wrong-value',
    [false, false, false, false],
  ),
  c(
    'emergency-elt',
    'inspect every year, replace the battery after an hour of cumulative use or at half its useful life',
    'equivalent',
    [true, true, true, false],
  ),
  c(
    'emergency-elt',
    'every 12 calendar months, battery after one cumulative hour or when 0.5 of its life is used',
    'equivalent',
    [true, true, true, false],
  ),
  c(
    'emergency-elt',
    'every 12 calendar months, battery when 75 percent of its useful life has expired',
    'wrong-value',
    [true, false, false, false],
  ),
  c(
    'emergency-elt',
    'test only during the first 5 minutes after the hour and no more than three sweeps',
    'partial',
    [false, false, false, true],
  ),
  c('emergency-elt', 'test during the last 5 minutes before the hour', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
  c('emergency-pic-authority', 'if ATC gave me priority I report within 2 days when asked', 'equivalent', [
    false,
    false,
    false,
    true,
  ]),
  c('emergency-pic-authority', 'if ATC gave me priority I report within 24 hours when asked', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'perf-load-factor-stall',
    'two g, and the stall speed goes up about 1.41 times, the square root of the load factor',
    'equivalent',
    [true, true, true],
  ),
  c(
    'perf-load-factor-stall',
    'load factor 2 g, stall speed increases by roughly 0.41 or 41 percent',
    'equivalent',
    [true, false, true],
  ),
  c('perf-load-factor-stall', 'load factor 2 g, stall speed goes up 50 percent', 'wrong-value', [
    true,
    false,
    false,
  ]),
  c(
    'weather-taf-change-groups',
    'PROB30 means a 0.30 chance of thunderstorms or precipitation',
    'equivalent',
    [false, false, false, true],
  ),
  c('weather-taf-change-groups', 'PROB30 means a 40 percent chance of thunderstorms', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'weather-taf-change-groups',
    'TEMPO is temporary fluctuations under 60 minutes each and under half the period',
    'equivalent',
    [false, false, true, false],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 up to 14,000 the crew after half an hour, above 14,000 the crew at all times, above 15,000 all occupants are provided oxygen',
    'equivalent',
    [true, true, true],
  ),
  c('regs-supplemental-oxygen', 'above 12,500 the crew after 60 minutes', 'wrong-value', [
    false,
    false,
    false,
  ]),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus half an hour in the day and forty five minutes at night',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus thirty minutes by day and an hour at night',
    'wrong-value',
    [true, true, false],
  ),
  c('regs-vfr-fuel', 'thirty minutes at night and forty five minutes in the day', 'opposite', [
    false,
    false,
    false,
  ]),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within 90 days, between sixty minutes after sunset and sixty minutes before sunrise',
    'equivalent',
    [true, true, true, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three full stop landings within 90 days, from one hour before sunset to one hour after sunrise',
    'opposite',
    [true, true, false, false],
  ),
  c('airspace-class-a', 'from flight level one eight zero to flight level six zero zero', 'equivalent', [
    true,
    true,
    false,
    false,
  ]),
  c('airspace-class-a', 'class A begins at eighteen thousand AGL', 'opposite', [false, false, false, false]),
  c(
    'airspace-mode-c-veil',
    'within 30 NM of the primary airport from the surface up to 10,000 AGL',
    'opposite',
    [true, false, false, false],
  ),
  c('airspace-speed-limits', '250 knots above 10,000 MSL', 'opposite', [false, false, false]),
  c(
    'vfr-min-class-c-d-e',
    'three miles, a thousand below, five hundred above, two thousand horizontal',
    'opposite',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'tree miles, fife hundred below, won thousand above, and two thousand horizontal',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three miles 500 below 1,000 above 2,000 horizontal, or one mile clear of clouds in the pattern within a half mile of the runway',
    'equivalent',
    [true, true, true, true, true],
  ),
  c(
    'weather-cloud-base-estimate',
    'spread ten, divide by 2.5 per thousand, bases at about 4,000 MSL',
    'opposite',
    [true, true, false],
  ),
  c(
    'perf-cg-computation',
    'avgas weighs 6 lbs per gallon and oil seven and a half lbs per gallon',
    'equivalent',
    [false, false, true, true],
  ),
  c('perf-cg-computation', 'avgas 6 pounds per gallon and oil 8 pounds per gallon', 'wrong-value', [
    false,
    false,
    true,
    false,
  ]),
  c(
    'emergency-squawk-codes',
    '1200 vfr, 7500 hijack, 7600 lost comms, 7700 emergency, plus 7400 lost link for unmanned aircraft',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    'seven fife hundred is hijack and seven six hundred is lost comms',
    'homophone',
    [false, true, true, false],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, watch the tower for light gun signals, acknowledge by flashing lights in the day and rocking wings at night',
    'opposite',
    [true, false, true, false],
  ),

  // Opposite descriptors in knowledge answers
  c(
    'perf-vx-vy',
    'vx is best rate of climb for obstacles and vy is best angle for normal climbs',
    'opposite',
    [false, false, false, true],
    'The speeds are swapped; "Vy for normal climbs" is still said.',
  ),
  c(
    'emergency-light-gun-ground',
    'flashing green means cleared for takeoff, steady green means cleared to taxi',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-ground',
    'steady red means taxi clear of the runway and flashing red means stop',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-airborne',
    'flashing green cleared to land, steady green return for landing',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land and flashing green return for landing',
    'partial',
    [true, true, false, false, false],
  ),

  // Mnemonics and lists with one more correct item
  c(
    'regs-aircraft-documents',
    'airworthiness certificate, registration, operating limitations, weight and balance, radio station license for international flights, and the compass correction card',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'my pilot certificate, my medical, a photo ID, and my logbook when I fly solo cross country as a student',
    'extra-item',
    [true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter, magnetic compass, tachometer, oil pressure, oil temperature, manifold pressure, fuel gauges, anticollision lights, ELT, seat belts, gear position indicator, and flotation gear if for hire over water',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'enough moisture, an unstable lapse rate, and a lifting force like a front, terrain, heating or convergence',
    'extra-item',
    [true, true, true],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic is low oxygen pressure at high altitude, hypemic the blood cannot carry oxygen, stagnant is poor circulation, histotoxic the cells cannot use oxygen because of alcohol or drugs',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; higher elevation, higher temperature, higher humidity, and a low pressure system all raise it',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'regs-preflight-action',
    'all available information including weather reports and forecasts, fuel requirements, alternatives, known ATC delays, runway lengths, takeoff and landing distances, and NOTAMs',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide poisoning; turn off the cabin heat, open the fresh air vents, use oxygen, land as soon as practical, get medical help, and have the exhaust heat exchanger inspected',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'radio-initial-contact',
    'the facility, my full call sign, my aircraft type, position and altitude, and my request with the ATIS letter',
    'extra-item',
    [true, true, true, true],
  ),
];
