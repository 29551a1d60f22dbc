import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning since 2026-11-27, when a fourth held-out part replaced this one (cases/index.ts).
 * Held-out knowledge answers, regulations (third held-out part, written on 2026-11-27 and committed
 * before that day's assessor changes; docs/product/assessor.md, "The evaluation"). A value in
 * another unit or form counts when it is the same value; a value on the wrong side of a limit, or a
 * descriptor turned into its opposite, does not. Free paraphrase counts when a fair examiner would
 * hear the item in it.
 */
export const cases: EvalCase[] = [
  c(
    'regs-passenger-currency-day',
    'three takeoffs and landings in the last ninety days as the sole manipulator of the controls in the same category and class, and to a full stop if it is a tailwheel',
    'correct',
    [true, true, true, true],
  ),
  c('regs-passenger-currency-day', '3 takeoffs and 3 landings in the preceding 60 days', 'wrong-value', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and landings in the preceding 90 days, same category and class, as sole manipulator',
    'partial',
    [true, true, true, false],
  ),

  c(
    'regs-passenger-currency-night',
    'three full stop takeoffs and landings in the last ninety days during the night period, which is from one hour after sunset until one hour before sunrise, same category and class',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within 90 days, night being from sunset to sunrise',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'regs-passenger-currency-night',
    '3 full-stop takeoffs and landings in 90 days between 1 hour before sunset and 1 hour after sunrise',
    'opposite',
    [true, true, false, false],
  ),

  c(
    'regs-flight-review',
    'every two years, at least an hour of ground and an hour of flying, going over part 91 and whatever maneuvers the cfi picks, then the cfi signs your logbook',
    'equivalent',
    [true, true, true, true],
  ),
  c('regs-flight-review', 'every 12 calendar months with 1 hour ground and 1 hour flight', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c('regs-flight-review', 'within the preceding twenty for calendar months', 'homophone', [
    true,
    false,
    false,
    false,
  ]),

  c(
    'regs-medical-duration',
    'five years if you are under forty, two years if you are forty or older, and it runs out at the end of the month',
    'equivalent',
    [true, true, true],
  ),
  c('regs-medical-duration', 'under 40 it lasts 24 months, over 40 it lasts 60 months', 'wrong-value', [
    false,
    false,
    false,
  ]),
  c(
    'regs-medical-duration',
    'sixty months if younger than forty and twenty four months if forty or older',
    'partial',
    [true, true, false],
  ),

  c(
    'regs-pilot-documents',
    'my pilot license, my medical or drivers license if I fly under basicmed, and a government photo id like a passport',
    'paraphrase',
    [true, true, true],
  ),
  c('regs-pilot-documents', 'pilot certificate and a photo ID', 'partial', [true, false, true]),

  c(
    'regs-cost-sharing',
    'yes but you have to pay at least your equal share, only for fuel, oil, airport fees or rental, otherwise you cannot be paid',
    'paraphrase',
    [true, true, true, true],
  ),
  c('regs-cost-sharing', 'yes, the pilot may pay less than an equal share of fuel and oil', 'opposite', [
    true,
    false,
    false,
    false,
  ]),

  c(
    'regs-alcohol',
    'eight hours bottle to throttle, blood alcohol under point zero four, not under the influence, and no drugs that affect your faculties',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c('regs-alcohol', '12 hours from the last drink and below 0.04', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c(
    'regs-alcohol',
    'eight hours between drinking and flying, less than 0.08 alcohol, not impaired by alcohol or drugs',
    'wrong-value',
    [true, false, true, true],
  ),
  c('regs-alcohol', 'ate hours from the last drink and alcohol under point zero four', 'homophone', [
    true,
    true,
    false,
    false,
  ]),

  c(
    'regs-preflight-action',
    'all available information: weather reports and forecasts, fuel requirements, alternatives if I cannot complete the flight, and runway lengths plus takeoff and landing distances',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-preflight-action',
    'all available information, nwkraft: notams, weather, known atc delays, runway lengths, alternatives, fuel, takeoff and landing data',
    'extra-item',
    [true, true, true, true, true],
  ),

  c(
    'regs-vfr-fuel',
    'enough to get to where you plan to land and then half an hour more at normal cruise in the day and three quarters of an hour at night',
    'equivalent',
    [true, true, true],
  ),
  c('regs-vfr-fuel', 'fuel to the destination plus 45 minutes by day and 30 minutes at night', 'opposite', [
    true,
    false,
    false,
  ]),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus thirty minutes at normal cruising speed',
    'partial',
    [true, true, false],
  ),
  c(
    'regs-vfr-fuel',
    'um I think enough to reach the first airport I plan to land at, and then uh thirty minutes by day and forty five at night',
    'hedge',
    [true, true, true],
  ),

  c(
    'regs-right-of-way-converging',
    'an aircraft in trouble goes first, then balloons, gliders, airships, and airplanes or helicopters last, someone towing or refueling beats other powered aircraft, and between two of the same kind the one on the right has it',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-right-of-way-converging',
    'in the same category the aircraft on the left has the right of way',
    'opposite',
    [false, false, false, false],
  ),

  c(
    'regs-right-of-way-head-on',
    'head on both alter course to the right, the one being overtaken has right of way and you pass it on the right, landing aircraft have priority, and the lower one has it but may not cut in front of someone on final',
    'paraphrase',
    [true, true, true, true],
  ),
  c('regs-right-of-way-head-on', 'head-on: both turn left; overtaking: pass on the left', 'opposite', [
    false,
    false,
    false,
    false,
  ]),

  c(
    'regs-minimum-safe-altitudes',
    'always high enough to land without undue hazard if the engine quits, over a city 1,000 feet above the highest obstacle within 2,000 feet horizontally, 500 feet above the surface elsewhere, and over open water 500 feet from any person, vessel, vehicle or structure',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over congested areas 500 feet above the highest obstacle within 2,000 feet, other areas 1,000 feet',
    'wrong-value',
    [false, false, true, false, false],
  ),

  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred up to fourteen thousand the crew after half an hour, above fourteen thousand the crew the whole time, and above fifteen thousand everyone on board must be given oxygen',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 for more than 30 minutes the crew, above 14,000 the crew always, above 15,000 the passengers too',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 10,000 crew after 30 minutes, above 12,500 crew at all times, above 14,000 everyone',
    'wrong-value',
    [false, false, false],
  ),

  c(
    'regs-aircraft-documents',
    'arrow: airworthiness, registration, radio station license for international flights, operating limitations from the poh and placards, and weight and balance',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-aircraft-documents',
    'airworthiness and registration certificates, the operating handbook with placards, weight and balance, radio license if going abroad',
    'paraphrase',
    [true, true, true, true, true],
  ),

  c(
    'regs-vfr-day-equipment',
    'airspeed, altimeter, compass, tach, oil pressure, oil temp, manifold pressure, fuel gauges for each tank, anticollision lights, an elt, seat belts, and a landing gear indicator if retractable',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'atomatoflames: altimeter, tachometer, oil temperature, manifold pressure, airspeed, temperature gauge for liquid cooled engines, oil pressure, fuel gauge, landing gear position indicator, anticollision lights, magnetic compass, elt, seat belts',
    'extra-item',
    [true, true, true, true, true],
  ),

  c(
    'regs-inspections',
    'an annual every twelve calendar months, a hundred hour if you carry people for hire or give flight instruction for hire in your own airplane, you can go ten hours over only to get to the inspection, and the transponder every two years',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'regs-inspections',
    'annual every 12 calendar months and the transponder every 12 calendar months',
    'wrong-value',
    [true, false, false, false],
  ),
];
