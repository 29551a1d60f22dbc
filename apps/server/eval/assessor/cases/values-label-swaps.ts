import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) before the fix they check: knowledge
 * answers whose items are labelled ("White arc: flap operating range") and where the reply says
 * an item's words under another item's label. The reply names every label and every definition,
 * so counting an item's words cannot tell the swap; the controls say the same labels with the
 * right definitions, label first or definition first.
 */
export const cases: EvalCase[] = [
  c(
    'perf-airspeed-indicator-markings',
    'white arc is the normal operating range, green arc is the flap operating range, yellow arc caution smooth air only, red line never exceed',
    'opposite',
    [false, false, true, true],
    'White and green are swapped.',
  ),
  c(
    'perf-airspeed-indicator-markings',
    'the flap range is the white arc, the normal range is the green arc, caution in smooth air only is yellow, and never exceed is the red line',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic is poor circulation, hypemic is the blood cannot carry oxygen, stagnant is low oxygen pressure at altitude, histotoxic is the cells cannot use oxygen',
    'opposite',
    [false, true, false, true],
    'Hypoxic and stagnant are swapped.',
  ),
  c(
    'aeromed-hypoxia-types',
    'low oxygen pressure at altitude is hypoxic, blood that cannot carry oxygen is hypemic, poor circulation is stagnant, and cells that cannot use oxygen is histotoxic',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'weather-thunderstorm-stages',
    'cumulus stage downdrafts dominate, mature stage rain with updrafts and downdrafts and most intense, dissipating stage updrafts dominate as the cloud builds',
    'opposite',
    [false, true, false],
    'Updrafts and downdrafts are swapped between the cumulus and dissipating stages.',
  ),
  c(
    'perf-vx-vy',
    'vx is best rate, most altitude per time, use it to clear obstacles; vy is best angle, most altitude per distance, for normal climbs',
    'opposite',
    [false, true, false, true],
    'Vx and Vy definitions swapped.',
  ),
  c(
    'perf-cg-effects',
    'forward cg gives a lower stall speed and faster cruise and is more stable with heavier elevator forces; aft cg gives a higher stall speed and slower cruise and is less stable and harder to recover from a stall',
    'opposite',
    [false, true, true, false],
    'Stall speed and cruise effects swapped between forward and aft.',
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared to taxi, flashing green cleared for takeoff, steady red stop, flashing red taxi clear of the runway, flashing white return to the starting point',
    'opposite',
    [false, false, true, true, true],
    'Steady and flashing green swapped.',
  ),
  c(
    'airspace-special-use',
    'prohibited areas need permission from the controlling agency when active, restricted areas flight is not allowed, and in an moa vfr flight is allowed with caution',
    'opposite',
    [false, false, true],
    'Prohibited and restricted swapped.',
  ),
  c(
    'weather-stable-unstable',
    'stable air has cumuliform clouds and showery precipitation, unstable air has stratiform clouds and fog; stable is smooth with steady rain and poor visibility, unstable is turbulent with good visibility',
    'opposite',
    [false, true, false, true],
    'The cloud types are swapped.',
  ),
  c(
    'weather-fronts',
    'a cold front brings stratiform clouds and steady precipitation, a warm front brings cumuliform clouds, showers and turbulence; after the cold front it is cooler with a wind shift and better visibility, and the warm front has low ceilings and poor visibility over a wide area',
    'opposite',
    [false, true, false, true],
    'The cloud and precipitation types of the two fronts are swapped.',
  ),
  c(
    'weather-airmets',
    'sierra is moderate icing and freezing levels, tango is turbulence and strong surface winds and wind shear, zulu is ifr and mountain obscuration, and they are moderate hazards for light aircraft',
    'opposite',
    [false, true, false, true],
    'Sierra and Zulu swapped.',
  ),
  c(
    'weather-airmets',
    'ifr and mountain obscuration is sierra, moderate turbulence, surface winds of thirty knots and low level wind shear is tango, moderate icing and freezing levels is zulu, hazards mostly for light aircraft',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and deep so you lose carbon dioxide; the symptoms are dizziness and tingling; the treatment is slowing your breathing and talking out loud',
    'correct',
    [true, true, true],
  ),
];
