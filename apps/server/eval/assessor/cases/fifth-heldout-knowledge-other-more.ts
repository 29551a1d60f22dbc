import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

const T = true;
const F = false;

/**
 * Tuning part since the sixth held-out part replaced it (2026-11-27, late evening); formerly the
 * fifth held-out part, knowledge answers whose items are words: opposite descriptors, mnemonics
 * said in full with one more correct item, denials, paraphrase and recogniser slips. Written on
 * 2026-11-27 (evening) and committed alone, before that round's assessor changes.
 */
export const cases: EvalCase[] = [
  c(
    'emergency-light-gun-airborne',
    'flashing green cleared to land, steady green return for landing, steady red give way and circle, flashing red do not land',
    'opposite',
    [F, F, T, T, F],
    'steady and flashing green swapped',
  ),
  // emergency-light-gun-ground
  c(
    'emergency-light-gun-ground',
    'steady green taxi, flashing green takeoff, steady red stop, flashing red clear the runway, flashing white back to the start',
    'opposite',
    [F, F, T, T, T],
    'steady and flashing green swapped',
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared for take off, flashing green clear to taxi, steady red stop, flashing red taxi off the runway, flashing white go back to where you started',
    'asr-slip',
    [T, T, T, T, T],
  ),
  // emergency-engine-failure
  c(
    'emergency-engine-failure',
    'pitch for best glide, pick a field, run the restart checklist with fuel mixture carb heat and mags, declare an emergency, and brief the passengers',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'emergency-engine-failure',
    'I would dive to keep my speed up and head straight back to the airport',
    'wrong-value',
    [F, F, F, F],
  ),
  // aeromed-hypoxia-types
  c(
    'aeromed-hypoxia-types',
    'hypoxic from low oxygen pressure at altitude, hypemic when the blood cannot carry oxygen like carbon monoxide, stagnant from poor circulation in high g, histotoxic when cells cannot use it because of alcohol; and there is also the symptom list of euphoria and blue lips',
    'extra-item',
    [T, T, T, T],
  ),
  c(
    'aeromed-hypoxia-types',
    'hypoxic hypoxia is when cells cannot use oxygen from alcohol, histotoxic is thin air at altitude',
    'wrong-value',
    [F, F, F, F],
    'two causes swapped',
  ),
  // aeromed-carbon-monoxide
  c(
    'aeromed-carbon-monoxide',
    'probably carbon monoxide; turn the cabin heat off, open the fresh air vents, and land as soon as practical',
    'correct',
    [T, T, T, T],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, so I would turn the cabin heat up and close the vents',
    'opposite',
    [T, F, F, F],
  ),
  // aeromed-hyperventilation
  c(
    'aeromed-hyperventilation',
    'breathing too fast so you lose too much carbon dioxide, you get dizzy and tingly, fix it by slowing your breathing or talking out loud',
    'paraphrase',
    [T, T, T],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast builds up too much carbon dioxide; treat it with oxygen',
    'opposite',
    [F, F, F],
  ),
  // aeromed-spatial-disorientation
  c(
    'aeromed-spatial-disorientation',
    'when you lose outside references your inner ear gives false sensations, like the leans; trust your instruments and do not fly into clouds unless you are instrument proficient',
    'correct',
    [T, T, T, T],
  ),
  c(
    'aeromed-spatial-disorientation',
    'inner ear confusion without visual references; trust your body feelings rather than the instruments',
    'opposite',
    [T, F, F, F],
  ),
  // regs-right-of-way-converging
  c(
    'regs-right-of-way-converging',
    'distress has priority over all; a balloon over a glider over an airship over an airplane; towing beats other engine driven aircraft; same category the one on the left has the right of way',
    'opposite',
    [T, T, T, F],
  ),
  // regs-right-of-way-head-on
  c(
    'regs-right-of-way-head-on',
    'head on both turn left, the overtaken aircraft has right of way and you pass it on the left',
    'opposite',
    [F, F, F, F],
  ),
  c(
    'regs-right-of-way-head-on',
    'both alter course to the right; the one being overtaken has the right of way and you pass on its right; aircraft landing have right of way, the lower one too but it cannot cut in front of someone on final',
    'correct',
    [T, T, T, T],
  ),
  // regs-cost-sharing
  c(
    'regs-cost-sharing',
    'yes, but the pilot must pay no less than a pro rata share, only for fuel oil airport fees and rental, no other compensation',
    'correct',
    [T, T, T, T],
  ),
  c(
    'regs-cost-sharing',
    'yes, and the passengers can pay all of it as long as it is only fuel and oil',
    'wrong-value',
    [T, F, F, F],
  ),
  // regs-minimum-safe-altitudes
  c(
    'regs-minimum-safe-altitudes',
    'high enough to land safely if the engine fails; 1,000 feet over the highest obstacle within 2,000 feet horizontally over congested areas; 500 feet above the surface elsewhere; 500 feet from people, vessels, vehicles or structures over open water',
    'correct',
    [T, T, T, T, T],
  ),
  c(
    'regs-minimum-safe-altitudes',
    'over congested areas 500 feet above the highest obstacle within 1,000 feet, elsewhere 1,000 feet',
    'wrong-value',
    [F, F, F, F, F],
  ),
  // radio-roger-wilco
  c(
    'radio-roger-wilco',
    'roger means I got your last message, wilco means I understand and will comply, affirmative means yes, and roger does not answer a yes or no question',
    'correct',
    [T, T, T, T],
  ),
  c(
    'radio-roger-wilco',
    'roger means I will comply, wilco means I received it, affirmative is yes',
    'wrong-value',
    [F, F, T, F],
    'roger and wilco swapped',
  ),
  // radio-abbreviated-callsign
  c(
    'radio-abbreviated-callsign',
    'use the full call sign first, only shorten it after the controller does, as november three four alpha',
    'correct',
    [T, T, T],
  ),
  c(
    'radio-abbreviated-callsign',
    'you can abbreviate it whenever you like, like november one two three',
    'wrong-value',
    [F, F, F],
  ),
  // radio-atis
  c(
    'radio-atis',
    'a continuous recorded broadcast of weather and runways in use, each one has a phonetic letter, and you tell the controller with information bravo',
    'correct',
    [T, T, T],
  ),
  // radio-two-way-comms-established
  c('radio-two-way-comms-established', 'yes I may enter, the controller answered me', 'wrong-value', [
    F,
    F,
    F,
  ]),
  c(
    'radio-two-way-comms-established',
    'no, I stay outside because he never said my call sign; if he had used it, even with standby, I could go in',
    'correct',
    [T, T, T],
  ),
  c(
    'radio-two-way-comms-established',
    'uh no I think I should hold outside since they did not say my tail number',
    'hedge',
    [T, T, F],
  ),
  // airspace-class-b-entry
  c(
    'airspace-class-b-entry',
    'you need a clearance into the bravo, a two way radio, a mode c transponder and ads-b out, and a private certificate or a student with an endorsement',
    'correct',
    [T, T, T, T],
  ),
  c('airspace-class-b-entry', 'just establish two way radio contact, a clearance is not needed', 'negation', [
    F,
    T,
    F,
    F,
  ]),
  // airspace-class-c-entry
  c(
    'airspace-class-c-entry',
    'you do not need to talk to ATC before entering, only a transponder',
    'negation',
    [F, F, F, F],
    'the transponder alone, without ADS-B Out, is not the item',
  ),
  // airspace-special-use
  c(
    'airspace-special-use',
    'prohibited: never; restricted: only with permission from the controlling agency when it is active; MOA: VFR pilots can fly through but should check the status and be careful',
    'correct',
    [T, T, T],
  ),
  c(
    'airspace-special-use',
    'VFR pilots may not fly through an MOA, and a prohibited area is fine with permission',
    'opposite',
    [F, F, F],
  ),
  // off-topic
  c('weather-fog-types', 'I prefer to fly early in the morning before work', 'off-topic', [F, F, F, F]),
  c('perf-vx-vy', 'my instructor says I flare too high', 'off-topic', [F, F, F, F]),
  c('radio-atis', 'the coffee at the FBO is really good', 'off-topic', [F, F, F]),
  // asr slips
  c(
    'weather-structural-icing',
    'visable moisture and a surface temprature at or below freezing',
    'asr-slip',
    [T, T, F],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide poisening, shut off the cabin heet, open the vents, land as soon as practicle',
    'asr-slip',
    [T, T, T, T],
  ),
  // negation
  c('regs-cost-sharing', 'no, a private pilot can never share costs with passengers', 'negation', [
    F,
    F,
    F,
    F,
  ]),
];
