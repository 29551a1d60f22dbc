import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of round 8 for knowledge answers in a pilot's own words (issue 13 part 2,
 * 2026-11-28), on tuning questions only: light verbs an item need not repeat ("seek", "get",
 * "apply") and the loss of visual references said as pilots say it, written and run before the
 * rules they check; the last one checks a noun said as its verb ("confused" for "confusion"),
 * written after that rule.
 */
export const cases: EvalCase[] = [
  c(
    'aeromed-carbon-monoxide',
    'CO poisoning is likely: cabin heat off, fresh air vents open, and land as soon as practical and get medical attention',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-carb-ice',
    'with full carb heat the rpm falls a bit more and then comes back up as the ice melts',
    'partial',
    [F, F, F, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'once the horizon disappears in cloud your inner ear starts giving you false sensations, like the leans; fly by the instruments and keep out of low visibility unless instrument proficient',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'with no outside references the inner ear sensations no longer match reality, for example coriolis; trust your body rather than the instruments',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'aeromed-spatial-disorientation',
    'with no visual references your inner ear sends false signals, like a graveyard spiral; trust the flight instruments, and avoid clouds and low visibility unless you are instrument proficient',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-vx-vy',
    'vx is best angle for clearing an obstacle after takeoff, vy is best rate for a normal climb',
    'correct',
    [T, T, T, T],
  ),
  c(
    'radio-number-pronunciation',
    'tree, fife and niner, so that digits are never confused over the radio',
    'correct',
    [T, T, T, T],
  ),
];
