import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, knowledge answers whose items are words: opposite descriptors, mnemonics
 * said in full with one more correct item, denials, paraphrase and recogniser slips. Written on
 * 2026-11-27 (evening) and committed alone, before that round's assessor changes.
 */
export const cases: EvalCase[] = [
  // regs-aircraft-documents (ARROW): airworthiness | registration | operating limitations | W&B | radio licence intl
  c(
    'regs-aircraft-documents',
    'ARROW: airworthiness certificate, registration, radio station license for international flights, operating limitations in the POH, weight and balance, and I also keep the compass deviation card',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'regs-aircraft-documents',
    'the airworthiness and registration certificates, the POH with its limitations, and weight and balance; the radio license is always required',
    'opposite',
    [T, T, T, T, F],
    'the station licence is needed only for international flights',
  ),
  // regs-pilot-documents: pilot cert | medical | photo ID
  c(
    'regs-pilot-documents',
    'my pilot certificate, my medical or driver license under basicmed, a government photo id, and my logbook if I am a student on a solo cross country',
    'extra-item',
    [T, T, T],
  ),
  c(
    'regs-pilot-documents',
    'pilot certificate and photo ID, the medical is not needed to carry',
    'negation',
    [T, F, T],
  ),
  // regs-preflight-action (NWKRAFT)
  c(
    'regs-preflight-action',
    'all available information: weather reports and forecasts, fuel requirements, alternatives if the flight cannot be completed and known ATC delays, runway lengths and takeoff and landing distances, plus NOTAMs',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'regs-preflight-action',
    'um I guess weather and forecasts, fuel, and the runway lengths and how much distance I need',
    'hedge',
    [F, T, T, F, T],
  ),
  // regs-vfr-day-equipment
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter, magnetic compass, tachometer, oil pressure and temperature gauges, manifold pressure, fuel gauge for each tank, anticollision lights, ELT, seat belts and shoulder harnesses, landing gear position indicator, and a flotation gear if flying over water for hire',
    'extra-item',
    [T, T, T, T, T],
  ),
  // weather-thunderstorm-ingredients
  c(
    'weather-thunderstorm-ingredients',
    'moisture, unstable air, a lifting force, and in practice heat from the sun often provides that lift',
    'extra-item',
    [T, T, T],
  ),
  c('weather-thunderstorm-ingredients', 'moisture, stable air and something to lift it', 'opposite', [
    T,
    F,
    T,
  ]),
  c(
    'weather-thunderstorm-ingredients',
    'you need plenty of water vapour, air that keeps rising once pushed, and something like a front or mountain to push it up',
    'paraphrase',
    [T, T, T],
  ),
  // weather-thunderstorm-stages
  c(
    'weather-thunderstorm-stages',
    'cumulus stage with mostly downdrafts, mature stage with rain and both drafts, dissipating stage with mostly updrafts',
    'opposite',
    [F, T, F],
  ),
  c(
    'weather-thunderstorm-stages',
    'cumulus where updrafts dominate, mature where precipitation starts and it is most intense with updrafts and downdrafts, dissipating where downdrafts dominate',
    'correct',
    [T, T, T],
  ),
  // weather-fog-types
  c(
    'weather-fog-types',
    'radiation fog forms on clear calm nights when the ground cools the air to the dew point and burns off after sunrise; advection fog is warm moist air moving over a cold surface, usually near the coast, and needs some wind',
    'correct',
    [T, T, T, T],
  ),
  c(
    'weather-fog-types',
    'radiation fog forms on cloudy windy nights; advection fog is moist air moving over a warmer surface',
    'opposite',
    [F, F, F, F],
  ),
  // weather-structural-icing
  c(
    'weather-structural-icing',
    'visible moisture and the airplane at or below freezing; freezing rain means there is colder air above you',
    'opposite',
    [T, T, F],
  ),
  c(
    'weather-structural-icing',
    'visible moisture, surface temperature at or below zero celsius, and freezing rain means warmer air aloft, a temperature inversion',
    'correct',
    [T, T, T],
  ),
  // weather-fronts
  c(
    'weather-fronts',
    'a cold front brings stratiform clouds and steady rain, a warm front brings cumulus and thunderstorms',
    'opposite',
    [F, F, F, F],
    'the two fronts swapped',
  ),
  c(
    'weather-fronts',
    'cold front: cumulus clouds, showers and thunderstorms, turbulence, and afterwards cooler with a wind shift and better visibility; warm front: stratus clouds, steady rain, low ceilings and poor visibility over a large area',
    'correct',
    [T, T, T, T],
  ),
  // weather-stable-unstable
  c(
    'weather-stable-unstable',
    'stable air gives stratus clouds and fog, smooth air and poor visibility; unstable air gives cumulus, showers, turbulence and good visibility',
    'correct',
    [T, T, T, T],
  ),
  c(
    'weather-stable-unstable',
    'stable air has good visibility and turbulence, unstable air smooth air and poor visibility',
    'opposite',
    [F, F, F, F],
  ),
  // weather-ceiling-definition
  c(
    'weather-ceiling-definition',
    'the height above the ground of the lowest layer reported as scattered or broken',
    'wrong-value',
    [T, F, F],
    'scattered is not a ceiling',
  ),
  // weather-airmets
  c(
    'weather-airmets',
    'sierra is ifr and mountain obscuration, tango is turbulence and strong surface winds, zulu is icing and freezing levels',
    'partial',
    [T, T, T, F],
  ),
  c(
    'weather-airmets',
    'sierra is icing, tango is turbulence, zulu is IFR conditions',
    'wrong-value',
    [F, T, F, F],
    'sierra and zulu swapped',
  ),
  // perf-density-altitude-factors
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; it goes up with higher elevation, higher temperature and higher humidity',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for temperature; cold air and dry air make it higher',
    'opposite',
    [T, F, F, F],
  ),
  // perf-density-altitude-effects
  c(
    'perf-density-altitude-effects',
    'more engine power but longer takeoff roll and a slower climb',
    'opposite',
    [F, F, F, T],
  ),
  // perf-cg-effects
  c(
    'perf-cg-effects',
    'a forward CG has a lower stall speed and faster cruise, an aft CG a higher stall speed and slower cruise',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'perf-cg-effects',
    'forward cg: higher stall speed, slower cruise, more stable with heavy elevator forces; aft cg: less stable, harder to recover from a stall or spin, lower stall speed and faster cruise',
    'correct',
    [T, T, T, T],
  ),
  // perf-vx-vy
  c(
    'perf-vx-vy',
    'vx is best rate, most altitude in the least time, for normal climbs; vy is best angle, for clearing obstacles',
    'opposite',
    [F, F, F, F],
    'the two speeds swapped',
  ),
  c(
    'perf-vx-vy',
    'vee ex gives the steepest climb for getting over obstacles, vee why gives the fastest climb per minute for everyday climbs',
    'paraphrase',
    [T, T, T, T],
  ),
  // perf-maneuvering-speed
  c(
    'perf-maneuvering-speed',
    'below va a full abrupt control deflection stalls the wing before it overstresses the airplane; slow to va in turbulence; va goes up as weight goes down',
    'opposite',
    [T, T, F, F],
  ),
  // perf-airspeed-indicator-markings
  c(
    'perf-airspeed-indicator-markings',
    'white arc flap range, green arc normal operations, yellow arc caution smooth air only, red line never exceed',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-airspeed-indicator-markings',
    'green arc is the flap operating range and white arc the normal range, yellow is caution, red is never exceed',
    'wrong-value',
    [F, F, T, T],
    'the two arcs swapped',
  ),
  // perf-left-turning-tendencies
  c(
    'perf-left-turning-tendencies',
    'torque, spiraling slipstream, p factor, gyroscopic precession, and also the asymmetric loading of the propeller disc',
    'extra-item',
    [T, T, T, T],
  ),
  // perf-ground-effect
  c(
    'perf-ground-effect',
    'within one wingspan of the ground induced drag increases, the airplane sinks on landing',
    'opposite',
    [T, F, F, F],
  ),
  c(
    'perf-ground-effect',
    'within about a wingspan of the surface the wingtip vortices are restricted so induced drag drops; on landing you float, on takeoff you can lift off too slow and settle back',
    'correct',
    [T, T, T, T],
  ),
  // emergency-light-gun-airborne
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green return for landing, steady red give way and keep circling, flashing red airport unsafe, alternating red green extreme caution',
    'correct',
    [T, T, T, T, T],
  ),
];
