import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, answers to eval-only knowledge rubrics in eval-questions-eighth.ts
 * (standard atmosphere, spin recovery, microbursts): written on 2026-11-28 and committed alone, before round 8's assessor changes and
 * before the assessor was run on them. Tuning never looks at these cases, only at the aggregate
 * tables the runner prints.
 */
export const cases: EvalCase[] = [
  // eval-knowledge-standard-atmosphere: 15 °C (59 °F) | 29.92 inHg (1013.2 hPa) | −2 °C / 1,000 ft | −1 inHg / 1,000 ft
  c(
    'eval-knowledge-standard-atmosphere',
    '15 degrees C and 29.92 at sea level, temperature drops 2 degrees per thousand feet and pressure drops about an inch per thousand',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    'fifty nine degrees fahrenheit and 1013 millibars at sea level; it cools about two degrees celsius and loses roughly one inch of mercury every thousand feet',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    'sea level is 15 celsius with 1013.2 hectopascals, and you lose 2 C and 1 inHg for each 1000 ft you climb',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    '15 C and 29.92 inches at sea level; temperature goes up 2 degrees per thousand feet and pressure falls an inch per thousand',
    'opposite',
    [T, T, F, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    '15 degrees and 29.92 at sea level; temperature drops 3 degrees per thousand feet, pressure an inch per thousand',
    'wrong-value',
    [T, T, F, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    'sea level standard is 59 degrees celsius and 29.92, dropping two degrees and one inch per thousand feet',
    'wrong-value',
    [F, T, T, T],
    '59 is the Fahrenheit figure, said as Celsius',
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    'I believe it is around 15 C and 29.92 inches, and I think the temperature falls about 2 degrees every thousand feet',
    'hedge',
    [T, T, T, F],
  ),
  c('eval-knowledge-standard-atmosphere', 'standard day is 15 degrees celsius and 29.92', 'partial', [
    T,
    T,
    F,
    F,
  ]),
  c(
    'eval-knowledge-standard-atmosphere',
    'fifteen celsius twenty nine ninety two and as you go up you lose about two degrees and one inch for every thousand feet',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    'fifteen degrees and twenty nine ninety two, and the pressure increases about an inch per thousand feet',
    'opposite',
    [T, T, F, F],
  ),
  c(
    'eval-knowledge-standard-atmosphere',
    '15 C / 59 F and 29.92 in Hg at sea level, lapse rate 2 C per 1,000 ft, pressure down 1 inch per 1,000 ft, and the tropopause is around 36,000 feet',
    'extra-item',
    [T, T, T, T],
  ),

  // eval-knowledge-spin-recovery: power idle | ailerons neutral | full opposite rudder | elevator forward | neutralize rudder, recover
  c(
    'eval-knowledge-spin-recovery',
    'PARE: power idle, ailerons neutral, rudder full opposite the spin, elevator forward through neutral, and when it stops rotating neutralize the rudder and pull out of the dive',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'throttle back to idle, get your hands off the ailerons so they are centered, stomp the opposite rudder, push the stick forward to unstall the wing, then center the rudder once it quits spinning and ease out of the dive',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'power to idle, ailerons neutral, full rudder in the direction of the spin, forward elevator, then neutralize rudder and recover',
    'opposite',
    [T, T, F, T, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'power idle, ailerons neutral, opposite rudder, pull the yoke back to break the stall, then neutralize the rudder and recover from the dive',
    'opposite',
    [T, T, T, F, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'full power, ailerons neutral, opposite rudder, elevator forward, then neutralize the rudder and recover from the dive',
    'opposite',
    [F, T, T, T, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'power idle, ailerons against the spin, full opposite rudder, nose down, then neutralize the rudder and recover',
    'opposite',
    [T, F, T, T, T],
  ),
  c('eval-knowledge-spin-recovery', 'idle power and opposite rudder', 'partial', [T, F, T, F, F]),
  c(
    'eval-knowledge-spin-recovery',
    'um, I think power to idle, ailerons neutral, then full opposite rudder and, uh, forward elevator, and recover when the spinning stops',
    'hedge',
    [T, T, T, T, F],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'power idle, ailerons neutral, full opposite rudder, elevator briskly forward, neutralize the rudder as rotation stops and recover from the dive, and retract the flaps if they were down',
    'extra-item',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-spin-recovery',
    'ailerons neutral and throttle to idle, then opposite rudder, then forward elevator; once the rotation stops neutralize the rudder and recover from the dive',
    'word-order',
    [T, T, T, T, T],
  ),
  c('eval-knowledge-spin-recovery', 'the ELT has to be inspected every twelve months', 'off-topic', [
    F,
    F,
    F,
    F,
    F,
  ]),

  // eval-knowledge-microburst: < 1 mile | downdrafts to 6,000 fpm | ≤ 15 minutes | headwind gain | downdraft + tailwind loss
  c(
    'eval-knowledge-microburst',
    'it is less than a mile across, downdrafts can hit 6,000 feet per minute, it rarely lasts more than 15 minutes, and you first get a headwind and a performance increase, then a downdraft and tailwind with a sudden loss of performance',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'under a mile wide, downdrafts to 100 feet per second, gone within a quarter of an hour; first a headwind boosts performance, then the downdraft and tailwind cause a sudden loss',
    'equivalent',
    [T, T, T, T, T],
    '100 feet per second is 6,000 feet per minute; a quarter of an hour is 15 minutes',
  ),
  c(
    'eval-knowledge-microburst',
    'smaller than one mile, 6000 fpm downdrafts, usually over in 15 min or less, a headwind gain first and then downdraft plus tailwind with a big performance loss',
    'equivalent',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'about 4 miles across with downdrafts up to 6,000 feet per minute, lasting up to 15 minutes; headwind gain first, then downdraft and tailwind with a sudden loss',
    'wrong-value',
    [F, T, T, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'less than a mile in diameter, downdrafts up to 600 feet per minute, lasting no more than 15 minutes; headwind and performance gain first, then downdraft and tailwind and a performance loss',
    'wrong-value',
    [T, F, T, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'less than a mile in diameter, downdrafts up to 6,000 feet per minute, lasting about an hour; headwind and performance gain first, then downdraft and tailwind and a performance loss',
    'wrong-value',
    [T, T, F, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'less than a mile wide with up to 6,000 fpm downdrafts, no more than 15 minutes; first a tailwind and a loss of performance, then a headwind and a gain',
    'opposite',
    [T, T, T, F, F],
  ),
  c(
    'eval-knowledge-microburst',
    'a small intense column of sinking air, not even a mile across, that can push you down at six thousand feet a minute for maybe fifteen minutes at most; on approach you first balloon up from the headwind, then you get slammed down by the sink and the tailwind and lose airspeed',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'I think they are less than a mile across and maybe 6,000 feet a minute down, and you get a headwind first and then a tailwind and you sink',
    'hedge',
    [T, T, F, T, T],
  ),
  c(
    'eval-knowledge-microburst',
    'a microburst is a strong downdraft less than a mile across that lasts under 15 minutes',
    'partial',
    [T, F, T, F, F],
  ),
  c(
    'eval-knowledge-microburst',
    'it is not more than a mile wide, downdrafts up to 6,000 fpm, lasts no more than 15 minutes; there is no headwind first, just a tailwind and sink',
    'negation',
    [T, T, T, F, T],
  ),
  c('eval-knowledge-microburst', 'I would check the weight and balance before the flight', 'off-topic', [
    F,
    F,
    F,
    F,
    F,
  ]),
];
