import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, answers to the eval-only knowledge rubrics in eval-questions-eighth.ts
 * (standard atmosphere, spin recovery, microbursts, night vision, pitot-static blockages,
 * BasicMed): written on 2026-11-28 and committed alone, before round 8's assessor changes and
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

  // eval-knowledge-night-vision: 30 minutes | no white light, red light | off-center | oxygen above 5,000 at night
  c(
    'eval-knowledge-night-vision',
    'give your eyes 30 minutes to adapt, avoid bright white lights and use dim red light, look off-center instead of straight at things, and use oxygen above 5,000 feet at night',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-night-vision',
    'it takes about half an hour to dark adapt, keep away from bright white light, scan 10 degrees off to the side, and use supplemental oxygen above five thousand feet at night',
    'equivalent',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-night-vision',
    'let your eyes get used to the dark for a good half hour, do not look at bright lights and keep the panel lighting red and dim, look a little to the side of what you want to see because your peripheral vision works better, and go on oxygen at night above five grand',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-night-vision',
    'it takes about 5 minutes to adapt to the dark, avoid white light, use off-center vision, oxygen above 5,000 feet at night',
    'wrong-value',
    [F, T, T, T],
  ),
  c(
    'eval-knowledge-night-vision',
    '30 minutes to adapt, no bright white light, off-center scanning, and oxygen above 10,000 feet at night',
    'wrong-value',
    [T, T, T, F],
  ),
  c(
    'eval-knowledge-night-vision',
    'dark adaptation takes 30 minutes, use bright white light in the cockpit, look directly at objects, oxygen above 5,000 feet at night',
    'opposite',
    [T, F, F, T],
  ),
  c(
    'eval-knowledge-night-vision',
    'um maybe 30 minutes for your eyes to adjust, I think red lights help, and you look off center',
    'hedge',
    [T, T, T, F],
  ),
  c('eval-knowledge-night-vision', 'just look off center at night and give your eyes time', 'partial', [
    F,
    F,
    T,
    F,
  ]),
  c(
    'eval-knowledge-night-vision',
    'adapt for 30 minutes, avoid bright lights and use red light, off-center viewing, oxygen above 5,000 feet at night, and do not smoke because it hurts night vision too',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-night-vision',
    'it takes 30 minutes to adapt, but you do not need to avoid white light, look off center, and oxygen above five thousand at night',
    'negation',
    [T, F, T, T],
  ),

  // eval-knowledge-pitot-static-blockage: pitot + drain: ASI like altimeter, up in climb | altimeter freezes | VSI zero | alternate static
  c(
    'eval-knowledge-pitot-static-blockage',
    'with the pitot and drain blocked, the airspeed indicator works like an altimeter and shows more speed as you climb; a blocked static port freezes the altimeter, the VSI reads zero, and you open the alternate static source',
    'correct',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'pitot and drain blocked: the airspeed acts like an altimeter and decreases as you climb; static blocked: altimeter stuck, VSI zero; use alternate static',
    'opposite',
    [F, T, T, T],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'if the ram air and the drain are both plugged the airspeed needle goes up when you climb and down when you descend just like an altimeter; if the static port is clogged the altimeter stays stuck where it was, the vertical speed sits at zero, and you pull the alternate static knob',
    'paraphrase',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'pitot and drain blocked, airspeed acts like an altimeter and rises in a climb; with the static port blocked the altimeter keeps working normally and the VSI shows zero; use the alternate static source',
    'opposite',
    [T, F, T, T],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'pitot blocked with the drain: airspeed acts like an altimeter, reads higher in a climb; static blocked: altimeter frozen and VSI at zero',
    'partial',
    [T, T, T, F],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'I think the airspeed would act like an altimeter and go up in a climb, and if the static is blocked the altimeter freezes and the vsi shows zero, so I would probably use the alternate static',
    'hedge',
    [T, T, T, T],
  ),
  c(
    'eval-knowledge-pitot-static-blockage',
    'pitot and drain blocked makes the airspeed indicator act like an altimeter, increasing as you climb; a blocked static port freezes the altimeter and zeroes the VSI; select alternate static, which reads a little high because cabin pressure is lower',
    'extra-item',
    [T, T, T, T],
  ),
  c('eval-knowledge-pitot-static-blockage', 'use alternate static air if the static port clogs', 'partial', [
    F,
    F,
    F,
    T,
  ]),
  c(
    'eval-knowledge-pitot-static-blockage',
    'pitot and drain blocked: airspeed acts like an altimeter, increasing in a climb; static blocked: altimeter freezes and the vertical speed indicator shows a climb',
    'wrong-value',
    [T, T, F, F],
  ),

  // eval-knowledge-basicmed: driver license | exam every 48 months | course every 24 calendar months | 6 seats, 6,000 lb | < 18,000 MSL, ≤ 250 kt
  c(
    'eval-knowledge-basicmed',
    'a valid US driver license, a physical by a state-licensed doctor every 48 months, the online course every 24 calendar months, airplanes with no more than 6 seats and 6,000 pounds, below 18,000 MSL at 250 knots or less',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-basicmed',
    "a driver's license, a doctor's exam every four years, the online course every two years, up to six seats and 6000 lbs, under 18,000 feet and no faster than 250 knots",
    'equivalent',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-basicmed',
    'driver license, physician exam every 24 months, online course every 48 months, 6 seats and 6,000 pounds, below 18,000 feet and 250 knots',
    'wrong-value',
    [T, F, F, T, T],
  ),
  c(
    'eval-knowledge-basicmed',
    'driver license, exam every 48 months, course every 24 months, up to 7 seats and 6,000 lbs, below 18,000 MSL and 250 knots max',
    'wrong-value',
    [T, T, T, F, T],
  ),
  c(
    'eval-knowledge-basicmed',
    'driver license, exam every 48 months, course every 24 months, 6 seats and 6,000 pounds max, and you have to stay below 12,500 feet at 250 knots or less',
    'wrong-value',
    [T, T, T, T, F],
  ),
  c(
    'eval-knowledge-basicmed',
    'driver license, exam every 48 months, online course every 24 months, 6 seats and 6,000 pounds, and only above 18,000 feet MSL at no more than 250 knots',
    'opposite',
    [T, T, T, T, F],
  ),
  c(
    'eval-knowledge-basicmed',
    'you need a driver license and to take the online course every two years',
    'partial',
    [T, F, T, F, F],
  ),
  c(
    'eval-knowledge-basicmed',
    'I think you need a driver license, a checkup with your own doctor every 48 months, the online course every 24 months, and I am not sure about the aircraft, maybe 6 seats and 6,000 pounds',
    'hedge',
    [T, T, T, T, F],
  ),
  c(
    'eval-knowledge-basicmed',
    'you just need your state driver license, to see any state licensed physician at least every forty eight months, and to redo the free online course every twenty four months; the plane can have six seats max and weigh up to six thousand pounds, and you stay under eighteen thousand feet going no faster than two hundred fifty knots',
    'paraphrase',
    [T, T, T, T, T],
  ),
  c(
    'eval-knowledge-basicmed',
    'a third class medical lasts sixty months if you are under forty',
    'off-topic',
    [F, F, F, F, F],
  ),
];
