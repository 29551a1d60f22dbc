import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning readbacks of the evening round after the fifth held-out part (issue 13 part 2,
 * 2026-11-27), written and committed before the fixes they check: a clearance's word turned into
 * another of its kind (a facility, a pattern leg, a report point, climb or descend, cross or hold
 * short) and a route said in the other order, on the tuning rubrics.
 */
export const cases: EvalCase[] = [
  // Another facility.
  c(
    'readback-frequency-change',
    'jacksonville departure on one two four point eight five, november five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'readback-frequency-change',
    'jacksonville tower on one two four point eight five five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'readback-frequency-change',
    'miami approach one two four point eight five five two whiskey x-ray',
    'wrong-value',
    [F, T, T],
  ),
  // Another pattern leg.
  c(
    'readback-pattern-entry',
    'right crosswind runway one six report midfield eight kilo mike',
    'wrong-value',
    [F, T, T, T],
  ),
  // Another report point.
  c(
    'readback-pattern-entry',
    'right downwind runway one six report base november eight kilo mike',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway three three report midfield archer five one tango',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-tuning-right-base',
    'right base runway three three report five mile final archer five one tango',
    'wrong-value',
    [T, T, F, T],
  ),
  // Climb and descend.
  c(
    'eval-tuning-right-climb',
    'right heading one two zero descend and maintain six thousand eight eight one papa',
    'opposite',
    [T, F, T],
  ),
  c(
    'readback-climb-heading',
    'descend and maintain four thousand five hundred left heading two seven zero one two three alpha bravo',
    'opposite',
    [F, T, T],
  ),
  // Cross and hold short.
  c(
    'readback-runway-crossing',
    'hold short of one three left cross one three right seven yankee delta',
    'opposite',
    [F, F, T],
  ),
  // A route in the other order.
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'runway zero niner taxi via foxtrot charlie hold short of runway one four cessna six four seven mike sierra',
    'word-order',
    [T, F, T, T],
  ),
  c(
    'eval-tuning-taxi-charlie-foxtrot',
    'hold short runway one four, taxi charlie foxtrot, runway zero niner, six four seven mike sierra',
    'word-order',
    [T, T, T, T],
  ),
  // At or above, at or below.
  c(
    'eval-tuning-direct-fix-below',
    'direct logan maintain vfr at or above four thousand november two seven kilo',
    'opposite',
    [T, F, T],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero at or above five thousand five hundred four five six papa juliett',
    'opposite',
    [T, T, F, T],
  ),
];
