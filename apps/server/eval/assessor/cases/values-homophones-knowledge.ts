import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Tuning replies written on 2026-11-24 (second round): knowledge answers where the recogniser
 * wrote digits as homophones ("to", "for", "won", "ate"), before any fix they lead to.
 */
export const cases: EvalCase[] = [
  c(
    'regs-alcohol',
    'ate hours from the last drink below point zero for alcohol not under the influence and no drugs that impair your faculties',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'regs-vfr-fuel',
    'enough to reach the first point of intended landing plus thirty minutes by day and forty five minutes at night',
    'homophone',
    [true, true, true],
  ),
  c(
    'vfr-min-class-c-d-e',
    'three miles visibility five hundred below won thousand above and to thousand horizontal',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'vfr-min-class-g-day-high',
    'won statute mile five hundred below a thousand above to thousand horizontal',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'airspace-class-d',
    'around a towered airport from the surface up to about to thousand five hundred feet above the airport a dashed blue line two way radio before entering and maintain it inside',
    'homophone',
    [true, true, true, true, true],
  ),
  c(
    'airspace-speed-limits',
    'to fifty below ten thousand to hundred at or below to thousand five hundred agl within for miles of a class c or d airport and to hundred under class b',
    'homophone',
    [true, true, true],
  ),
  c(
    'regs-flight-review',
    'every twenty for calendar months won hour of ground and won hour of flight a review of part ninety won and maneuvers and a logbook endorsement',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'regs-medical-duration',
    'under forty sixty calendar months forty or older twenty for calendar months to the end of the month',
    'homophone',
    [true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'the pic is the final authority and may deviate as far as the emergency requires a written report on request and a report within forty ate hours if given priority',
    'homophone',
    [true, true, true, true],
  ),
  c(
    'perf-cg-computation',
    'moment is weight times arm cg is total moment over total weight avgas six pounds per gallon and oil seven point five',
    'homophone',
    [true, true, true, true],
  ),
];
