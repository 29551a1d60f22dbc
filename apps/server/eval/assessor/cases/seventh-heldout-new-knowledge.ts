import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the eighth held-out part replaced it (2026-11-28); formerly the seventh
 * held-out part, answers to the eval-only knowledge rubrics in eval-questions-seventh.ts
 * (position lights, holding position markings, stall recovery, fuel colours, compass errors):
 * written on 2026-11-28 and committed alone, before that round's assessor changes and before the
 * assessor was run on them. Tuning never looks at these cases, only at the aggregate tables the
 * runner prints.
 */
export const cases: EvalCase[] = [
  // eval-knowledge-position-lights: red left | green right | white tail | sunset to sunrise
  c(
    'eval-knowledge-position-lights',
    'red on the left wing, green on the right wing, white on the tail, lit from sunset to sunrise',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'green on the left wingtip, red on the right wingtip, white at the tail, sunset to sunrise',
    'opposite',
    [F, F, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'red left, green right, white in the back, and you turn them on at sunset until sunrise',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'red left wingtip green right wingtip white tail, on from sunrise to sunset',
    'opposite',
    [T, T, T, F],
  ),
  c('eval-knowledge-position-lights', 'red on the left, green on the right, white on the tail', 'partial', [
    T,
    T,
    T,
    F,
  ]),
  c(
    'eval-knowledge-position-lights',
    'red on the port wingtip, green on starboard, white aft on the tail, required between sunset and sunrise',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'red on the left, green on the right, white on the tail, on from sunset to sunrise, plus the red anticollision beacon',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-position-lights',
    'um I believe red is on the left and green on the right, white tail, sunset to sunrise',
    'hedge',
    [T, T, T, T],
  ),
  c('eval-knowledge-position-lights', "I don't know", 'off-topic', [F, F, F, F]),
  // eval-knowledge-hold-position-markings: four yellow lines | solid side: hold | dashed side: may cross to exit
  c(
    'eval-knowledge-hold-position-markings',
    'four yellow lines, two solid and two dashed; on the solid side you hold until cleared, from the dashed side you can cross it to get off the runway',
    'correct',
    [T, T, T],
  ),
  c(
    'eval-knowledge-hold-position-markings',
    'four yellow lines, two solid and two dashed; stop on the dashed side, and from the solid side you may cross to exit',
    'opposite',
    [T, F, F],
  ),
  c(
    'eval-knowledge-hold-position-markings',
    'four white lines, two solid two dashed; hold on the solid side until cleared, cross from the dashed side when exiting',
    'wrong-value',
    [F, T, T],
  ),
  c(
    'eval-knowledge-hold-position-markings',
    'for yellow lines to solid and to dashed, hold on the solid side until cleared, from the dashed side you may cross it to exit the runway',
    'homophone',
    [T, T, T],
  ),
  c(
    'eval-knowledge-hold-position-markings',
    "yellow lines: don't go past the solid ones without a clearance, and the dashed ones you can roll over when you are clearing the runway",
    'paraphrase',
    [F, T, T],
  ),
  c('eval-knowledge-hold-position-markings', 'hold short on the solid lines until cleared', 'partial', [
    F,
    T,
    F,
  ]),
  c(
    'eval-knowledge-hold-position-markings',
    'four yellow lines two solid two dashed, you hold at the solid side until cleared, but you may not cross from the dashed side either',
    'negation',
    [T, T, F],
  ),
  // eval-knowledge-stall-recovery: reduce AOA | level wings | add power | return to level flight or climb
  c(
    'eval-knowledge-stall-recovery',
    'lower the nose to reduce angle of attack, level the wings, full power, then climb back to level flight without a secondary stall',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'pull the nose up to increase the angle of attack, level the wings and add full power',
    'opposite',
    [F, T, T, F],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'release back pressure, roll wings level, throttle full, recover to straight and level',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'reduce angle of attack, level wings, reduce power to idle, recover',
    'opposite',
    [T, T, F, F],
  ),
  c('eval-knowledge-stall-recovery', 'push forward to break the stall', 'partial', [T, F, F, F]),
  c(
    'eval-knowledge-stall-recovery',
    "uh I'd lower the nose, get the wings level, add power and climb out",
    'hedge',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-stall-recovery',
    'lower the nose, level the wings, full power, back to level flight, and retract the flaps gradually',
    'extra-item',
    [T, T, T, T],
  ),
  c('eval-knowledge-stall-recovery', 'reduce angle of attack without adding power', 'negation', [T, F, F, F]),
  // eval-knowledge-fuel-grades: 100LL blue | 100 green | Jet A clear or straw | engine failure
  c(
    'eval-knowledge-fuel-grades',
    '100LL is blue, 100 is green, Jet A is clear or straw colored, and jet fuel in a piston engine can make it fail',
    'correct',
    [T, T, T, T],
  ),
  c('eval-knowledge-fuel-grades', '100LL is green, 100 is blue, jet A is clear', 'wrong-value', [F, F, T, F]),
  c(
    'eval-knowledge-fuel-grades',
    'low lead is blue, the hundred octane is green, jet a is straw, and the wrong fuel can cause detonation and engine failure',
    'paraphrase',
    [T, T, T, T],
  ),
  c('eval-knowledge-fuel-grades', '100LL blue, jet A clear', 'partial', [T, F, T, F]),
  c(
    'eval-knowledge-fuel-grades',
    '100LL is red, 100 green, jet a straw coloured, jet fuel will wreck a piston engine',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-knowledge-fuel-grades',
    'a hundred low lead blue, a hundred green, jet a colorless, misfuelling with it can stop a piston engine',
    'equivalent',
    [T, T, T, T],
  ),
  // eval-knowledge-compass-errors: accelerate north | decelerate south | lags from north | leads from south
  c(
    'eval-knowledge-compass-errors',
    'accelerate north decelerate south on east or west headings; it lags when turning from north and leads when turning from south',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-compass-errors',
    'accelerating shows a turn to the south, decelerating to the north; lags from north, leads from south',
    'opposite',
    [F, F, T, T],
  ),
  c(
    'eval-knowledge-compass-errors',
    'on an east or west heading speeding up makes it swing north and slowing down swings it south',
    'partial',
    [T, T, F, F],
  ),
  c(
    'eval-knowledge-compass-errors',
    'it leads when turning from north and lags when turning from south; accelerate north decelerate south',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'eval-knowledge-compass-errors',
    'uh, ANDS, accelerate north decelerate south, and I think it lags turning off north and leads turning off south',
    'hedge',
    [T, T, T, T],
  ),
];
