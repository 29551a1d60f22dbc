import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning replies of the late-evening round after the sixth held-out part (issue 13 part 2,
 * 2026-11-27): probes of the kinds that round fixed, on tuning rubrics. The typed taxiway letters
 * after "taxi" were probed (and failed) before their fix; the others check rules written from the
 * tuning part's own disagreements, and were added after those fixes.
 */
export const cases: EvalCase[] = [
  // Typed taxiway letters right after "taxi".
  c('eval-tuning-taxi-charlie-foxtrot', 'runway 9 taxi C F hold short runway 14 N647MS', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c('eval-tuning-taxi-charlie-foxtrot', 'runway 9 taxi C D hold short runway 14 N647MS', 'wrong-letter', [
    T,
    F,
    T,
    T,
  ]),
  c('eval-tuning-taxi-charlie-foxtrot', 'runway 9 taxi F C hold short runway 14 N647MS', 'wrong-letter', [
    T,
    F,
    T,
    T,
  ]),
  c('eval-tuning-hold-short-taxiway', 'runway 27 taxi B hold short of J, Mooney 412C', 'callsign-form', [
    T,
    T,
    T,
    T,
  ]),
  c('eval-tuning-hold-short-taxiway', 'runway 27 taxi B hold short of K, Mooney 412C', 'wrong-letter', [
    T,
    T,
    F,
    T,
  ]),
  // Typed callsigns and values, probed on the tuning rubrics.
  c('eval-tuning-right-climb', 'Right 120, climbing 6,000, 881P', 'callsign-form', [T, T, T]),
  c('eval-tuning-direct-fix-below', 'direct LOGAN, at or below 4,000, 27K', 'callsign-form', [T, T, T]),
  c('eval-tuning-direct-fix-below', 'direct LOGAN, at or above 4,000, 27K', 'opposite', [T, F, T]),
  // Cloud clearances said with "over", "under" and "to the side".
  c('vfr-min-class-g-day-high', 'one mile, 500 under, 1,000 over, 2,000 to the side', 'paraphrase', [
    T,
    T,
    T,
    T,
  ]),
  c('vfr-min-class-g-day-high', 'one mile, 500 over, 1,000 under, 2,000 to the side', 'opposite', [
    T,
    F,
    F,
    T,
  ]),
  // Ages said before their value, and numbers typed side by side.
  c('regs-medical-duration', 'over 40 it is 24 months, younger than 40 it is 60 months', 'word-order', [
    T,
    T,
    F,
  ]),
  c('regs-medical-duration', 'under 40 24 months, over 40 60 months', 'wrong-value', [F, F, F]),
  // A homophone before a runway side, and touch-and-go landings.
  c(
    'readback-runway-crossing',
    'cross one three left hold short won three right seven yankee delta',
    'homophone',
    [T, T, T],
  ),
  c(
    'regs-passenger-currency-day',
    'three touch and goes in the last ninety days as sole manipulator',
    'partial',
    [T, T, F, F],
  ),
  c('regs-passenger-currency-night', 'three touch and goes at night in the last ninety days', 'wrong-value', [
    F,
    T,
    F,
    F,
  ]),
  // A word that is a degree by itself.
  c(
    'perf-density-altitude-factors',
    'pressure altitude corrected for nonstandard temperature; cool dry days raise it',
    'opposite',
    [T, F, F, F],
  ),
];
