import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round) before the fix they check: knowledge
 * answers that leave out what the question already says ("aircraft", "right-of-way") or a
 * rubric's filler verb or adjective ("establish", "suitable"), and replies that say only those
 * words, which must stay false.
 */
export const cases: EvalCase[] = [
  c(
    'regs-right-of-way-converging',
    'one in distress goes before everyone, then the least maneuverable category: balloon, glider, airship, then airplane or rotorcraft; one towing or refueling over other engine-driven aircraft; same category, the one on the right',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'regs-right-of-way-converging',
    'the aircraft on the right has the right of way over all',
    'partial',
    [false, false, false, true],
    'Nothing about distress: the question words and "all" alone do not say it.',
  ),
  c(
    'emergency-engine-failure',
    'best glide, then a suitable landing site, restart checklist fuel mixture carb heat mags, and squawk 7700',
    'correct',
    [true, true, true, true],
  ),
  c('emergency-engine-failure', 'fly best glide and pick a landing site', 'partial', [
    true,
    true,
    false,
    false,
  ]),
  c(
    'emergency-engine-failure',
    'establish a glide toward the field and try a restart of the engine',
    'partial',
    [false, false, true, false],
    'A glide is not best glide speed; "try a restart" is the checklist, as the seeded example accepts.',
  ),
  c(
    'regs-vfr-fuel',
    'enough to fly to the first point of intended landing, plus 30 minutes by day and 45 at night',
    'correct',
    [true, true, true],
  ),
  c(
    'perf-density-altitude-effects',
    'less power from the engine, less thrust from the propeller, less lift so a higher true airspeed for the same indicated airspeed, and longer takeoff and landing distances with a reduced climb rate',
    'correct',
    [true, true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'sufficient moisture, unstable air and a lifting action such as a front',
    'correct',
    [true, true, true],
  ),
  c(
    'weather-thunderstorm-ingredients',
    'a thunderstorm needs the right conditions to form',
    'off-topic',
    [false, false, false],
    "Only the question's own words.",
  ),
  c(
    'regs-aircraft-documents',
    'the documents on board the airplane for a flight',
    'off-topic',
    [false, false, false, false, false],
    "Only the question's own words.",
  ),
];
