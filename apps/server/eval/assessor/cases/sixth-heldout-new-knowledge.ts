import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the seventh held-out part replaced it (2026-11-28); formerly the sixth
 * held-out part, answers to the eval-only knowledge rubrics in eval-questions-sixth.ts (wake
 * turbulence, carburetor icing, VOR checks): written on 2026-11-27 (late evening) and committed
 * alone, before that round's assessor changes and before the assessor was run on them. Tuning
 * never looks at these cases, only at the aggregate tables the runner prints.
 */
export const cases: EvalCase[] = [
  // eval-knowledge-wake-turbulence: heavy clean slow | at or above its path | beyond its touchdown | sink and drift, quartering tailwind
  c(
    'eval-knowledge-wake-turbulence',
    'wake is worst behind a heavy, clean, slow jet; stay at or above its approach path, land beyond the point where it touched down, and remember the vortices sink and drift with the wind, a light quartering tailwind being the worst',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'the tip vortices are strongest when the jet is heavy with gear and flaps up and slow; keep my glide path higher than his and touch down past where he landed; the vortices descend and get blown downwind, and a gentle quartering tailwind keeps them on the runway longest',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'fly below its flight path and land beyond its touchdown point',
    'opposite',
    [F, F, T, F],
  ),
  c('eval-knowledge-wake-turbulence', 'stay above its path and land before its touchdown point', 'opposite', [
    F,
    T,
    F,
    F,
  ]),
  c(
    'eval-knowledge-wake-turbulence',
    'stay above its glide path and touch down beyond where it touched down',
    'partial',
    [F, T, T, F],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'the vortices are strongest behind a light, dirty, fast airplane',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'stay at or above its path, land beyond its touchdown point, vortices sink and drift with the wind, strongest behind heavy clean slow aircraft, and I would also wait two minutes behind a heavy when departing',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'you do not need to stay above its path, just land beyond its touchdown point',
    'negation',
    [F, F, T, F],
  ),
  c(
    'eval-knowledge-wake-turbulence',
    'keep above where the jet flew on final and put it down further down the runway than where he did',
    'paraphrase',
    [F, T, T, F],
  ),

  // eval-knowledge-carb-ice: venturi, vaporization, pressure drop | up to 70 °F (21 °C), humid | RPM drop, rough | full carb heat, drops then rises
  c(
    'eval-knowledge-carb-ice',
    'ice forms in the venturi because fuel vaporization and the pressure drop cool the air; it can happen up to about 70 °F in high humidity; with a fixed-pitch prop you see a drop in RPM then rough running; apply full carb heat, the RPM drops further then rises as it melts',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-carb-ice',
    'it can form even at 21 degrees Celsius if the humidity is high',
    'equivalent',
    [F, T, F, F],
  ),
  c(
    'eval-knowledge-carb-ice',
    'carb ice only forms below freezing, around 32 degrees Fahrenheit',
    'wrong-value',
    [F, F, F, F],
  ),
  c(
    'eval-knowledge-carb-ice',
    'the first sign is an increase in RPM; apply full carburetor heat',
    'opposite',
    [F, F, F, T],
  ),
  c(
    'eval-knowledge-carb-ice',
    'the fuel evaporating and the air speeding up through the throat chill it so moisture freezes there; the engine loses revs and starts running rough; pull the carb heat all the way out and expect it to get worse before it gets better',
    'paraphrase',
    [T, F, T, T],
  ),
  c('eval-knowledge-carb-ice', 'a drop in rpm, so full carb heat', 'partial', [F, F, T, T]),
  c(
    'eval-knowledge-carb-ice',
    'carburator heat full on, the rpm drops further then comes back up as the ice melts',
    'asr-slip',
    [F, F, F, T],
  ),
  c('eval-knowledge-carb-ice', 'do not use carb heat, it makes it worse', 'negation', [F, F, F, F]),
  c(
    'eval-knowledge-carb-ice',
    'possible up to seventy degrees fahrenheit with high humidity',
    'spoken-numbers',
    [F, T, F, F],
  ),

  // eval-knowledge-vor-check: preceding 30 days | VOT ±4 | airborne ±6 | dual within 4
  c(
    'eval-knowledge-vor-check',
    'within the preceding 30 days; VOT plus or minus 4 degrees, airborne checkpoint plus or minus 6, and a dual VOR check within 4 degrees of each other',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-vor-check',
    'within the last 30 days; VOT plus or minus 6, airborne plus or minus 4, dual within 4 of each other',
    'wrong-value',
    [T, F, F, T],
    'VOT and airborne tolerances swapped',
  ),
  c(
    'eval-knowledge-vor-check',
    'every thirty days, vot four degrees either way, airborne six degrees either way, two vors within four degrees of each other',
    'spoken-numbers',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-vor-check',
    'within the preceding 60 days, VOT 4 degrees, airborne 6 degrees',
    'wrong-value',
    [F, T, T, F],
  ),
  c(
    'eval-knowledge-vor-check',
    'checked in the past 30 days: ±4° on a VOT, ±6° airborne, dual VORs agree within 4°',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-vor-check',
    'within the preceding thirty days vot plus or minus for degrees airborne plus or minus six dual within for degrees of each other',
    'homophone',
    [T, T, T, T],
  ),
  c('eval-knowledge-vor-check', 'within thirty days, and plus or minus four with a VOT', 'partial', [
    T,
    T,
    F,
    F,
  ]),
  c(
    'eval-knowledge-vor-check',
    'dual VOR within 4 degrees of each other, airborne check plus or minus 6, VOT plus or minus 4, and all within the preceding 30 days',
    'word-order',
    [T, T, T, T],
  ),
  c('eval-knowledge-vor-check', 'I would ask flight service for the winds aloft', 'off-topic', [F, F, F, F]),
];
