import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Tuning since 2026-11-27, when a fourth held-out part replaced this one (cases/index.ts).
 * Held-out knowledge answers, emergencies and aeromedical (see third-heldout-knowledge-regulations.ts). */
export const cases: EvalCase[] = [
  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijacking, seventy six hundred lost radio, seventy seven hundred emergency',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    '1200 is VFR, 7500 radio failure, 7600 hijacking, 7700 emergency',
    'wrong-value',
    [true, false, false, true],
  ),
  c(
    'emergency-squawk-codes',
    '1200 VFR, 7500 hijacking, 7600 lost comms, 7700 emergency, and 7777 is military intercept',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green come back to land, steady red give way and keep circling, flashing red the airport is unsafe so do not land, red and green alternating means be very careful',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green means return for landing and flashing green means cleared to land',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-ground',
    'solid green cleared for takeoff, blinking green cleared to taxi, steady red stop, flashing red get off the runway, flashing white go back to where you started',
    'paraphrase',
    [true, true, true, true, true],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, stay above the class d until I see the traffic flow, then join the pattern, watch for light gun signals, and rock the wings in daytime or flash the landing light at night',
    'correct',
    [true, true, true, true],
  ),
  c('emergency-lost-comms-arrival', 'squawk 7700 and watch the tower for light signals', 'wrong-value', [
    false,
    false,
    true,
    false,
  ]),
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six zero zero, look for the light gun, rock wings at night and flash lights by day',
    'opposite',
    [true, false, true, false],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squak seven six hundred, stay outside the class d until i figure out the traffic flow then enter the pattern, watch the tower for light gun signals, rock wings by day and flash lights at night',
    'asr-slip',
    [true, true, true, true],
  ),
  c(
    'emergency-engine-failure',
    'pitch for best glide, pick a field, run the restart flow fuel mixture carb heat mags, then mayday on 121.5 and squawk 7700',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'emergency-engine-failure',
    'pitch for best glide, choose a landing spot, and squawk 7600',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'emergency-distress-urgency',
    'distress is mayday said three times, urgency is pan pan three times, distress is immediate danger needing help now and urgency is a safety concern that is not immediate, use the frequency you are on or 121.5, and squawk 7700',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'emergency-distress-urgency',
    'distress is pan pan three times, urgency is mayday three times',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-pic-authority',
    'the pilot in command has final authority, can deviate from any part 91 rule to the extent needed, must send a written report to the faa if asked, and if atc gave priority report within forty eight hours when requested',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'you may deviate from part 91 as needed, and you must report within 24 hours',
    'wrong-value',
    [false, true, false, false],
  ),
  c(
    'emergency-elt',
    'inspect every twelve calendar months, change the battery after more than one cumulative hour of use or when half its useful life is gone, and test only during the first five minutes after the hour with no more than three sweeps',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspection every 24 calendar months, battery after 1 hour of use or 50 percent of life',
    'wrong-value',
    [false, true, true, false],
  ),
  c(
    'emergency-elt',
    'every year, replace the battery after an hour of cumulative use or at fifty percent of its life, test in the first five minutes of the hour for three sweeps max',
    'equivalent',
    [true, true, true, true],
  ),

  c(
    'aeromed-hypoxia-types',
    'hypoxic from thin air at altitude, hypemic when the blood cannot carry oxygen like carbon monoxide, stagnant from poor circulation like pulling g, histotoxic when the cells cannot use oxygen like from alcohol',
    'paraphrase',
    [true, true, true, true],
  ),
  c(
    'aeromed-hypoxia-types',
    "hypoxic: blood can't carry oxygen; hypemic: low oxygen pressure at altitude; stagnant: poor circulation; histotoxic: cells cannot use oxygen",
    'wrong-value',
    [false, false, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'probably carbon monoxide, so shut off the cabin heat, open the fresh air vents, use oxygen if I have it, land as soon as practical and see a doctor',
    'correct',
    [true, true, true, true],
  ),
  c('aeromed-carbon-monoxide', 'carbon monoxide, turn the cabin heat up and close the vents', 'opposite', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide poisoning, heat off, vents open, land as soon as practical and get medical help, and have the exhaust checked',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and too deep so you blow off too much carbon dioxide, you feel dizzy, tingly and your vision goes funny, fix it by slowing your breathing, talking out loud or breathing into a paper bag',
    'paraphrase',
    [true, true, true],
  ),
  c(
    'aeromed-spatial-disorientation',
    'your inner ear tells you something different from what is really happening when you lose the horizon, like the leans or a graveyard spiral; believe the instruments, and stay out of clouds and low visibility unless you are instrument proficient',
    'paraphrase',
    [true, true, true, true],
  ),
  c('aeromed-spatial-disorientation', 'trust your body rather than the instruments', 'opposite', [
    false,
    false,
    false,
    false,
  ]),
];
