import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Eighth held-out part, answers to eval-only knowledge rubrics in eval-questions-eighth.ts
 * (night vision, pitot-static blockages, BasicMed): written on 2026-11-28 and committed alone, before round 8's assessor changes and
 * before the assessor was run on them. Tuning never looks at these cases, only at the aggregate
 * tables the runner prints.
 */
export const cases: EvalCase[] = [
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
