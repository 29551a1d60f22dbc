import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of the late-evening round after the sixth held-out part (issue 13 part 2,
 * 2026-11-27), written and run before any fix they lead to: wrong values, swapped pairs and
 * opposites in knowledge answers (the kind the held-out figures show still accepted), and
 * paraphrase and equivalent values in correct ones.
 */
export const cases: EvalCase[] = [
  c(
    'airspace-class-a',
    'it starts at 18,000 feet MSL and goes up to FL450, IFR only with a clearance and a rating, transponder and ADS-B',
    'wrong-value',
    [T, F, T, T],
  ),
  c(
    'airspace-mode-c-veil',
    'within twenty nautical miles of the primary Class B airport, surface up to 10,000 MSL, a Mode C transponder and ADS-B Out',
    'wrong-value',
    [F, T, T, T],
  ),
  c('vfr-min-class-e-high', '5 miles, 1,000 below, 1,000 above and 2,000 horizontal', 'wrong-value', [
    T,
    T,
    T,
    F,
  ]),
  c(
    'regs-vfr-fuel',
    'enough to reach the first intended landing point plus 30 minutes at night and 45 by day',
    'wrong-value',
    [T, F, F],
  ),
  c('emergency-squawk-codes', '1200 VFR, 7600 hijacking, 7500 lost radio, 7700 emergency', 'wrong-value', [
    T,
    F,
    F,
    T,
  ]),
  c(
    'weather-fronts',
    'behind a cold front it gets warmer with worse visibility; a warm front brings stratus and steady rain with low ceilings over a wide area',
    'opposite',
    [F, F, T, T],
  ),
  c(
    'weather-stable-unstable',
    'stable air: stratus and fog, smooth air, steady rain, poor visibility; unstable air: cumulus, showers, turbulence but poor visibility',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'perf-cg-effects',
    'forward CG: higher stall speed and slower cruise, more stable, heavier elevator; aft CG: more stable and easier stall recovery, lower stall speed, faster cruise',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'perf-density-altitude-effects',
    'more power, more prop efficiency, less lift so a higher true airspeed, and longer takeoff and landing with a reduced climb',
    'opposite',
    [F, F, T, T],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green return for landing, flashing red give way and keep circling, steady red airport unsafe',
    'opposite',
    [T, T, F, F, F],
  ),
  c(
    'regs-right-of-way-converging',
    'distress first, then airplane, airship, glider, balloon, and between two airplanes the one on the left has it',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, so turn the cabin heat up, close the vents and climb',
    'opposite',
    [T, F, F, F],
  ),
  // Correct answers in other words or other units.
  c(
    'regs-flight-review',
    'once every two years, at least an hour of ground and an hour of flight covering part 91 and maneuvers, signed off in the logbook by a CFI',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'pitch for best glide, pick a field to land in, run the restart flow with fuel, mixture, carb heat and mags, and declare an emergency with 7700',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic is not enough oxygen pressure up high, hypemic is blood that cannot carry the oxygen like carbon monoxide, stagnant is poor circulation like under G, histotoxic is cells that cannot use it like with alcohol',
    'paraphrase',
    [T, T, T, T],
  ),
];
