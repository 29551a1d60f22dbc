import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round): complete answers plus one more correct
 * item, before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'perf-left-turning-tendencies',
    'torque, spiraling slipstream, p-factor and gyroscopic precession, and you correct them all with right rudder',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'radio-roger-wilco',
    'roger is i received your last transmission, wilco is i understand and will comply, affirmative is yes, negative is no, and roger does not answer a yes or no question',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate, medical certificate or a driver license under basicmed, a government-issued photo id, and my logbook if I am a student',
    'extra-item',
    [true, true, true],
  ),
  c(
    'weather-structural-icing',
    'visible moisture, an aircraft surface at or below freezing, freezing rain means warmer air above, and ice can form at temperatures a little above freezing too from evaporative cooling',
    'extra-item',
    [true, true, true],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, remain outside the class d until I know the traffic flow then join the pattern, watch the tower for light gun signals, rock my wings by day or flash my lights at night, and after landing call the tower by phone',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'perf-ground-effect',
    'within about one wingspan of the surface, reduced induced drag from restricted vortices, the airplane floats on landing, on takeoff it may lift off too slow and settle, and the airspeed indicator may read differently',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'airspace-class-b-entry',
    'an explicit atc clearance into the class bravo, an operable two-way radio, a mode c transponder and ads-b out, a private pilot certificate or a student endorsement, and a vor or gps for ifr',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-spatial-disorientation',
    'the inner ear gives false sensations when visual references are lost, the leans or the graveyard spiral, trust the flight instruments, avoid clouds without instrument proficiency, and get training in unusual attitudes',
    'extra-item',
    [true, true, true, true],
  ),
];
