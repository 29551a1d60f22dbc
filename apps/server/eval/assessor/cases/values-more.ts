import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * More issue 13 tuning replies, written after the first fixes and before the next ones: the
 * same kinds on other questions, to check that the fixes generalise within the tuning part.
 */
export const cases: EvalCase[] = [
  // Opposites in knowledge answers
  c(
    'vfr-min-class-g-night-low',
    'three miles, five hundred above, a thousand below, two thousand horizontal',
    'opposite',
    [true, false, false, true, false],
  ),
  c(
    'vfr-min-class-g-day-high',
    'one mile, one thousand below, five hundred above, two thousand horizontal',
    'opposite',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-e-high',
    'five miles, one thousand below, one thousand above, one mile vertical',
    'opposite',
    [true, true, true, false],
  ),
  c(
    'airspace-class-e-floors',
    'generally 1,200 feet MSL, a magenta vignette puts the floor at 700 feet AGL, a dashed magenta line means the surface',
    'opposite',
    [false, true, true, false],
  ),
  c(
    'airspace-class-d',
    'around a towered airport from the surface up to about 2,500 feet MSL',
    'opposite',
    [true, false, false, false, false],
    'The ceiling is about 2,500 feet above the airport elevation.',
  ),
  c(
    'regs-right-of-way-head-on',
    'head on both turn left, the overtaken aircraft has the right of way and you pass on the left',
    'opposite',
    [false, false, false, false],
  ),
  c(
    'regs-right-of-way-head-on',
    'head on both turn right, the overtaken aircraft has the right of way and you pass on the right',
    'partial',
    [true, true, false, false],
    'Landing and lower aircraft not given.',
  ),
  c(
    'emergency-light-gun-airborne',
    'steady red means give way and keep circling, flashing red means the airport is unsafe do not land',
    'partial',
    [false, false, true, true, false],
  ),
  c(
    'emergency-light-gun-airborne',
    'flashing red give way and keep circling, steady red airport unsafe',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-ground',
    'steady red means taxi clear of the runway in use, flashing red means stop',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop in ninety days, from one hour after sunrise to one hour before sunset',
    'opposite',
    [true, true, false, false],
  ),
  c(
    'weather-cloud-base-estimate',
    'ten degree spread over 2.5, so bases at about 4,000 feet MSL',
    'opposite',
    [true, true, false],
  ),

  // Wrong values in knowledge answers
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus twenty minutes by day and forty five minutes at night',
    'wrong-value',
    [true, false, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 up to 14,000 the crew after 30 minutes, above 14,000 the crew at all times, above 18,000 every occupant',
    'wrong-value',
    [true, true, false],
  ),
  c(
    'airspace-mode-c-veil',
    'within 30 nautical miles of the primary airport, from the surface up to 12,500 MSL',
    'wrong-value',
    [true, false, false, false],
  ),
  c(
    'emergency-elt',
    'inspect every 12 calendar months and replace the battery after two cumulative hours',
    'wrong-value',
    [true, false, false, false],
  ),
  c(
    'regs-alcohol',
    'eight hours from the last drink and an alcohol concentration below 0.08',
    'wrong-value',
    [true, false, false, false],
  ),
  c('weather-metar-decode', 'temperature 18 and dew point 8', 'wrong-value', [
    false,
    false,
    false,
    false,
    false,
  ]),

  // Equivalent values
  c(
    'regs-medical-duration',
    'under forty it is good for five years, forty and older for two years',
    'equivalent',
    [true, true, false],
  ),
  c(
    'regs-inspections',
    'an annual every twelve calendar months and the transponder once every two years',
    'equivalent',
    [true, false, false, true],
  ),
  c(
    'emergency-elt',
    'inspected once a year, battery replaced after 60 minutes of cumulative use or half its useful life',
    'equivalent',
    [true, true, true, false],
  ),
  c(
    'emergency-pic-authority',
    'if I was given priority ATC may ask for a report within two days',
    'equivalent',
    [false, false, false, true],
  ),
  c(
    'regs-vfr-fuel',
    'to the first point of intended landing plus a half hour by day and forty five minutes by night',
    'equivalent',
    [true, true, true],
  ),
  c(
    'weather-taf-change-groups',
    'PROB30 is a thirty percent chance of thunderstorms or precipitation, about a one in three chance',
    'equivalent',
    [false, false, false, true],
  ),
  c('airspace-class-a', 'from 18,000 MSL up to FL 600, IFR only', 'equivalent', [true, true, false, false]),

  // Homophones and callsign forms in answers that are not readbacks
  c(
    'emergency-squawk-codes',
    'squawk seven six zero zero for lost comms and seven seven zero zero for an emergency',
    'homophone',
    [false, false, true, true],
  ),
  c(
    'radio-abbreviated-callsign',
    'full call sign on first contact, abbreviate only after the controller does, like november tree for alpha',
    'homophone',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'one two four point eight five jacksonville approach cessna 52WX',
    'callsign-form',
    [true, true, true],
  ),

  // Extra items
  c(
    'regs-pilot-documents',
    'pilot certificate, medical or BasicMed with a driver license, a government photo ID, and my logbook for solo cross countries as a student',
    'extra-item',
    [true, true, true],
  ),
  c(
    'emergency-distress-urgency',
    'mayday three times for distress, pan pan three times for urgency, distress is immediate danger and urgency is not immediate, on the current frequency or 121.5, squawk 7700, and I would also set the ELT on',
    'extra-item',
    [true, true, true, true, true],
  ),
  c(
    'perf-left-turning-tendencies',
    'torque, spiraling slipstream, p factor, gyroscopic precession, and that is why you hold right rudder in the climb',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and too deep so you lose carbon dioxide, dizziness, tingling and visual problems, treat it by slowing the breathing, talking aloud or breathing into a bag, and it can feel like hypoxia so check the oxygen too',
    'extra-item',
    [true, true, true],
  ),
];
