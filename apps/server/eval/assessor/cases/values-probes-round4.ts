import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of the 2026-11-27 round after the fourth held-out part, written before any fix
 * they lead to: wrong letters, wrong values and opposites in new wordings and positions, and
 * equivalent forms and ICAO digits said correctly (issue 13 part 2). Written from the seeded
 * rubrics, never from the held-out part.
 */
export const cases: EvalCase[] = [
  // Wrong letters: a callsign's middle or first letter, a taxiway, a fix.
  c(
    'readback-class-b-clearance',
    'cleared into class bravo heading one eight zero at or below five thousand five hundred november four five six quebec juliett',
    'wrong-letter',
    [T, T, T, F],
  ),
  c('readback-frequency-change', 'Jacksonville Approach 124.85, N52WZ', 'wrong-letter', [T, T, F]),
  c(
    'readback-pattern-entry',
    'right downwind one six report midfield november eight echo mike',
    'wrong-letter',
    [T, T, T, F],
  ),
  c(
    'readback-runway-crossing',
    'cross one three left hold short one three right seven zulu delta',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'readback-takeoff-clearance',
    'runway one six cleared for takeoff november eight zero two five kilo alpha',
    'wrong-letter',
    [T, T, F],
  ),
  c('readback-line-up-and-wait', 'runway two two line up and wait three two hotel x-ray', 'wrong-letter', [
    T,
    T,
    F,
  ]),
  c(
    'readback-taxi-hold-short',
    'runway three four via alpha alpha hold short runway two eight cessna seven three four lima',
    'wrong-letter',
    [T, F, T, T],
  ),
  c('readback-taxi-hold-short', 'Runway 34, taxi via Echo, hold short of 28, Cessna 734L', 'wrong-letter', [
    T,
    F,
    T,
    T,
  ]),
  c(
    'readback-vfr-departure',
    'runway heading at or below three thousand departure one two five point three five squawk four six five two cherokee seven three one fox trot kilo',
    'wrong-letter',
    [T, T, T, T, F],
  ),
  c(
    'readback-climb-heading',
    'climb and maintain four thousand five hundred left heading two seven zero november one two three bravo bravo',
    'wrong-letter',
    [T, T, F],
  ),
  c(
    'eval-readback-taxi-two-taxiways',
    'runway three one taxi via kilo hold short of runway two two cessna one two three alpha bravo',
    'wrong-letter',
    [T, F, T, T],
    'a taxiway left out',
  ),
  c(
    'eval-readback-direct-fix',
    'direct ferit at or above four thousand five hundred november six one echo',
    'wrong-letter',
    [F, T, T],
  ),

  // Wrong values said in new ways.
  c(
    'readback-takeoff-clearance',
    'runway one eight cleared for takeoff november eight zero two five kilo',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one niner zero at or below five thousand five hundred november four five six papa juliett',
    'wrong-value',
    [T, F, T, T],
  ),
  c('regs-vfr-fuel', 'to the first airport plus 20 minutes by day and 45 at night', 'wrong-value', [T, F, T]),
  c(
    'emergency-elt',
    'inspected every 24 calendar months, battery after one cumulative hour or half its life',
    'wrong-value',
    [F, T, T, F],
  ),
  c(
    'airspace-class-b-entry',
    'an explicit clearance, a two way radio, a mode c transponder with ads-b out and a sport pilot certificate without any endorsement',
    'wrong-value',
    [T, T, T, F],
  ),

  // Opposites.
  c(
    'readback-runway-crossing',
    'cross runway one three left and cross runway one three right seven yankee delta',
    'opposite',
    [T, F, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading, VFR at or above 3,000, departure 125.35, squawk 4652, Cherokee 731FL',
    'opposite',
    [T, F, T, T, T],
  ),
  c('emergency-light-gun-ground', 'steady red taxi clear of the runway, flashing red stop', 'opposite', [
    F,
    F,
    F,
    F,
    F,
  ]),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop in 90 days, from 1 hour before sunset to 1 hour after sunrise',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'weather-structural-icing',
    'visible moisture and the airframe above freezing, and freezing rain means warmer air below',
    'opposite',
    [T, F, F],
  ),
  c('perf-vx-vy', 'vx gives the most altitude per time and vy the most altitude per distance', 'opposite', [
    F,
    F,
    F,
    F,
  ]),
  c(
    'perf-cg-effects',
    'a forward cg is less stable with lighter elevator forces, an aft cg more stable',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-ground-effect',
    'within a wingspan of the ground induced drag increases, so on landing the airplane sinks',
    'opposite',
    [T, F, F, F],
  ),
  c('regs-right-of-way-head-on', 'head on both alter course to the left', 'opposite', [F, F, F, F]),
  c('airspace-class-e-floors', 'usually 1,200 msl, 700 msl under the magenta vignette', 'opposite', [
    F,
    F,
    F,
    F,
  ]),

  // Equivalent forms and ICAO digits said correctly.
  c(
    'regs-flight-review',
    'every twenty four calendar months, one hour of ground and one hour of flight, part 91 plus maneuvers, then the logbook endorsement',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'regs-inspections',
    "an annual every twelve calendar months, a 100 hour for hire or instruction in the instructor's airplane, 10 hours over only to get to an inspection, transponder every 2 years",
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-elt',
    'inspection every 12 calendar months, new battery after 60 minutes of cumulative use or half its useful life, testing only in the first five minutes after the hour, three sweeps max',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-vfr-fuel',
    'enough to reach the first point of intended landing plus 0.5 hours by day and 0.75 hours at night',
    'equivalent',
    [T, T, T],
  ),
  c(
    'readback-descent-altimeter',
    'descend and maintain tree tousand altimeter tree zero one two november fower fower one seven romeo',
    'icao-digits',
    [T, T, T],
  ),
  c(
    'readback-vfr-departure',
    'runway heading at or below tree tousand departure wun two fife point tree fife squawk fower six fife two cherokee seven tree wun foxtrot lima',
    'icao-digits',
    [T, T, T, T, T],
  ),
];
