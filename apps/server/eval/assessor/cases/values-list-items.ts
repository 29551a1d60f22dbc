import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) before the fix they check: items that list
 * three or more things ("dizziness, tingling, visual problems"), answered with most of the list,
 * and with too little of it.
 */
export const cases: EvalCase[] = [
  c(
    'aeromed-hyperventilation',
    'breathing too fast so you blow off carbon dioxide, you feel dizzy with tingling fingers, and you slow your breathing or talk aloud',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast so you lose carbon dioxide, and you get visual problems',
    'partial',
    [true, false, false],
  ),
  c(
    'weather-fronts',
    'cold front: cumuliform clouds and turbulence; after it passes, cooler with a wind shift; warm front: stratiform clouds and steady precipitation, with low ceilings over a wide area',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'weather-fronts',
    'a cold front has turbulence, after it passes it is cooler with a wind shift and better visibility, and a warm front has stratiform clouds',
    'partial',
    [false, true, false, false],
  ),
  c(
    'weather-stable-unstable',
    'stable air: stratiform clouds, smooth air and poor visibility; unstable air: cumuliform clouds with showers, turbulence and good visibility',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-vfr-day-equipment',
    'airspeed indicator, altimeter, compass; tachometer, oil pressure and oil temperature; a fuel gauge for each tank; anticollision lights and an elt; seat belts',
    'paraphrase',
    [true, true, true, true, true],
  ),
];
