import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * More tuning replies written on 2026-11-24 (second round) probing opposites and wrong values in
 * knowledge answers, before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'regs-right-of-way-head-on',
    'head-on both turn left, the overtaken aircraft has the right of way and you pass on the right, landing aircraft have it, and the lower one has it but cannot cut in front',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'regs-right-of-way-head-on',
    'head-on both turn right, the overtaken aircraft has the right of way and you pass on the left, landing aircraft have it, and the lower one has it',
    'opposite',
    [true, false, true, true],
  ),
  c(
    'regs-right-of-way-head-on',
    'both turn right head-on, the overtaken one has right of way, pass on the right, aircraft landing have it, and the higher aircraft has it but may not cut in front',
    'opposite',
    [true, true, true, false],
  ),
  c(
    'perf-ground-effect',
    'within about a wingspan of the ground, increased induced drag, the airplane floats on landing, and on takeoff it may lift off too slow and settle',
    'opposite',
    [true, false, true, true],
  ),
  c(
    'perf-density-altitude-effects',
    'more engine power, less propeller thrust, less lift so a higher true airspeed, and longer takeoff and landing with a reduced climb',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'perf-density-altitude-effects',
    'less engine power, less prop efficiency, less lift needing a lower true airspeed for the same indicated, and longer distances with a reduced climb rate',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'perf-cg-effects',
    'forward cg is less stable with lighter elevator forces and easier to flare; aft cg is more stable with easier stall recovery',
    'opposite',
    [false, false, false, false],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on cloudy windy nights when the ground cools the air to its dew point, it is shallow over land and burns off after sunrise; advection fog is moist air moving over a colder surface near the coast and needs wind',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'weather-fog-types',
    'radiation fog on clear calm nights when the ground cools the air, shallow over land, burns off after sunrise; advection fog is moist air moving over a warmer surface, coastal, and it needs wind',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'weather-stable-unstable',
    'stable air gives stratiform clouds and fog, smooth air, steady precipitation and poor visibility; unstable air gives cumuliform clouds, showery precipitation, turbulence and poor visibility',
    'opposite',
    [true, true, true, false],
  ),
  c(
    'weather-fronts',
    'a cold front has cumuliform clouds, showers and turbulence, and after it passes it is warmer with a wind shift and better visibility; a warm front has stratiform clouds, steady rain, low ceilings and poor visibility over a wide area',
    'opposite',
    [true, false, true, true],
  ),
  c(
    'weather-ceiling-definition',
    'the height above sea level of the lowest broken or overcast layer, or the vertical visibility into an obscuration',
    'opposite',
    [false, true, true],
  ),
  c(
    'weather-ceiling-definition',
    'height above the ground of the lowest scattered or broken layer, or vertical visibility into an obscuration',
    'opposite',
    [true, false, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green return for landing, steady red airport unsafe do not land, flashing red give way and keep circling, alternating red and green extreme caution',
    'opposite',
    [true, true, false, false, true],
  ),
  c(
    'emergency-squawk-codes',
    '1200 is vfr, 7500 is lost communications, 7600 is hijack, 7700 is emergency',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'emergency-distress-urgency',
    'distress is pan-pan three times, urgency is mayday three times, distress is imminent danger and urgency is not immediate, on the current frequency or 121.5, squawk 7700',
    'opposite',
    [false, false, true, true, true],
  ),
  c(
    'radio-roger-wilco',
    'roger means i will comply, wilco means i received your last transmission, affirmative means yes, and roger does not answer a yes or no question',
    'opposite',
    [false, false, true, true],
  ),
  c(
    'radio-abbreviated-callsign',
    'full call sign on initial contact, you may abbreviate before the controller does, prefix plus the last three characters',
    'opposite',
    [true, false, true],
  ),
  c(
    'radio-two-way-comms-established',
    'yes i may enter because they answered me, the controller did not use my call sign though',
    'opposite',
    [false, true, false],
  ),
  c(
    'airspace-class-c-entry',
    'establish two-way radio communication after entering, keep it while inside, it is established when the controller says my call sign, and mode c and ads-b out',
    'opposite',
    [false, true, true, true],
  ),
  c(
    'regs-cost-sharing',
    'yes the costs can be shared but the pilot may pay less than the passengers, only fuel oil airport fees and rental, otherwise no compensation',
    'opposite',
    [true, false, true, true],
  ),
  c(
    'aeromed-spatial-disorientation',
    'inner ear sensations conflict with reality when you lose visual references, like the leans, trust your body over the instruments, and avoid clouds without instrument proficiency',
    'opposite',
    [true, true, false, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three statute miles, 1,000 feet below, 500 feet above, and 2,000 feet horizontal from clouds',
    'opposite',
    [true, false, false, true],
  ),
  c(
    'vfr-min-class-g-night-low',
    'three miles, 500 below, 1,000 above, 2,000 horizontal, except 1 mile and clear of clouds in the pattern within 1 mile of the runway',
    'wrong-value',
    [true, true, true, true, false],
  ),
];
