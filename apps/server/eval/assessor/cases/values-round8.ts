import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning probes of round 8 (issue 13 part 2, 2026-11-28), on tuning questions only, in wordings of
 * their own. The first group checks four rules written from the tuning part's disagreements
 * before these replies were (a rubric's own word is never a slip for another, a colour said
 * without the item's own, a range between opposites said the other way, the opposites of a word's
 * other forms); the second group was written and run before the rules it led to (an aside's
 * slash-separated restatements, a two-word item named by its head noun, a period said as an
 * adverb).
 */
export const cases: EvalCase[] = [
  // A rubric word is itself, not a slip for another: "light" is not "right".
  c(
    'eval-knowledge-position-lights',
    'the left wingtip light is red, the right wingtip light is green, the tail light is white, and they are on between sunset and sunrise',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'a red light sits on the right wingtip and a green light on the left, white light at the tail, sunset to sunrise',
    'opposite',
    [F, F, T, T],
  ),
  // A colour said without the item's own colour is another colour.
  c(
    'eval-knowledge-hold-position-markings',
    'two solid and two dashed white lines; stop on the solid side until ATC clears you on, and cross from the dashed side to get off the runway',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-knowledge-fuel-grades',
    '100LL is blue, grade 100 is green, Jet A is yellow, and jet fuel in a piston engine can make it fail',
    'wrong-value',
    [T, T, F, T],
  ),
  // A range between opposites run the other way.
  c(
    'eval-knowledge-position-lights',
    'red left wingtip, green right wingtip, white tail, and on between sunrise and sunset',
    'opposite',
    [T, T, T, F],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three landings to a full stop in the preceding 90 days, from one hour after sunset to one hour before sunrise, same category and class',
    'correct',
    [T, T, T, T],
  ),
  // The opposites of a word's other forms: "reduce" against "increasing".
  c(
    'eval-knowledge-stall-recovery',
    'increasing the angle of attack, wings level, full power, then back to level flight without stalling again',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'perf-ground-effect',
    'within a wingspan of the surface, increasing induced drag, the airplane floats on landing, and on takeoff it can lift off too slow and settle back',
    'opposite',
    [T, F, T, T],
  ),
  // Written before their fix: an aside's restatements, each on its own.
  c(
    'eval-knowledge-stall-recovery',
    'get the nose lower, level the wings, add power, and return to level flight without a secondary stall',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'lower the nose right away, roll the wings level, full power, and climb away without a secondary stall',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'raise the nose, level the wings, add power and return to level flight',
    'opposite',
    [F, T, T, T],
  ),
  // A two-word item named by its head noun in a list.
  c(
    'perf-left-turning-tendencies',
    'torque, P-factor, the slipstream spiraling back around the fuselage, and precession',
    'correct',
    [T, T, T, T],
  ),
  c(
    'perf-left-turning-tendencies',
    'torque reaction, slipstream, asymmetric thrust, and gyroscopic precession',
    'paraphrase',
    [T, T, T, T],
  ),
  c('perf-left-turning-tendencies', 'torque and precession', 'partial', [T, F, F, T]),
  // A period said as an adverb.
  c(
    'emergency-elt',
    'inspected annually, battery replaced after more than one cumulative hour or at half its useful life, tested only in the first five minutes after the hour for three sweeps at most',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'regs-inspections',
    'an annual inspection yearly, a 100-hour when carrying people for hire or giving flight instruction for hire in your own airplane, up to 10 hours over only to get to the inspection, and the transponder biennially',
    'equivalent',
    [T, T, T, T],
  ),
];
