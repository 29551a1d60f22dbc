import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies with the registration said or typed without its "N" and without the type
 * (issue 13 callsign forms), written on 2026-11-24 before the fix they check. After the
 * controller has used the call sign, a pilot may read back "one two three alpha bravo"; a
 * recogniser then runs the digits of the value before it into the callsign's digits.
 */
export const cases: EvalCase[] = [
  c(
    'readback-climb-heading',
    'maintaining four thousand five hundred turning left heading two seven zero one two three alpha bravo',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-climb-heading', '4,500 and left 270 for 123AB', 'callsign-form', [true, true, true]),
  c(
    'readback-climb-heading',
    'four thousand five hundred left heading two seven zero one two three alpha charlie',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-frequency-change',
    'one two four point eight five for jacksonville approach five two whiskey xray',
    'callsign-form',
    [true, true, true],
  ),
  c(
    'readback-frequency-change',
    'jacksonville approach on one two four point eight five five two whiskey yankee',
    'wrong-letter',
    [true, true, false],
  ),
  c(
    'readback-descent-altimeter',
    'descending three thousand altimeter three zero one two four four one seven romeo',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-descent-altimeter', 'down to 3000, 30.12, 4417R', 'callsign-form', [true, true, true]),
  c(
    'readback-descent-altimeter',
    'descend three thousand altimeter three zero one two four four one seven',
    'wrong-letter',
    [true, true, false],
    'Without its last letter the registration is another aircraft.',
  ),
  c('readback-takeoff-clearance', 'cleared for takeoff one six eight zero two five kilo', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c('readback-takeoff-clearance', 'rwy 16 cleared for takeoff 8025K', 'callsign-form', [true, true, true]),
  c('readback-line-up-and-wait', 'line up and wait runway two two three two golf xray', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c('readback-runway-crossing', 'crossing 13L, holding short of 13R, 7YD', 'callsign-form', [
    true,
    true,
    true,
  ]),
  c(
    'eval-readback-direct-fix',
    'direct merit vfr at or above four thousand five hundred six one echo',
    'callsign-form',
    [true, true, true],
  ),
  c(
    'eval-readback-direct-fix',
    'direct merit at or above four thousand five hundred six one alpha',
    'wrong-letter',
    [true, true, false],
  ),
  // Written on 2026-11-24 before the next fix: a one-digit registration after another value,
  // and a limit said after its value ("four thousand five hundred or above").
  c(
    'readback-runway-crossing',
    'cross one three left, hold short one three right, seven yankee delta',
    'callsign-form',
    [true, true, true],
  ),
  c('readback-pattern-entry', 'right downwind one six report mid field eight kilo mike', 'callsign-form', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'eval-readback-direct-fix',
    'direct merit maintain vfr four thousand five hundred or above six one echo',
    'word-order',
    [true, true, true],
  ),
  c(
    'readback-vfr-departure',
    'runway heading three thousand or below departure one two five point three five squawk four six five two cherokee seven three one foxtrot lima',
    'word-order',
    [true, true, true, true, true],
  ),
  c(
    'readback-class-b-clearance',
    'cleared into the class bravo heading one eight zero five thousand five hundred or above four five six papa juliett',
    'opposite',
    [true, true, false, true],
  ),
];
