import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/** Former held-out knowledge answers, emergencies and aeromedical (see second-heldout-knowledge.ts). */
export const cases: EvalCase[] = [
  // Emergencies
  c(
    'emergency-squawk-codes',
    'twelve hundred vfr, seventy five hundred hijack, seventy six hundred lost radio, seventy seven hundred emergency',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c('emergency-squawk-codes', '7500 lost comms, 7600 hijack, 7700 emergency, 1200 VFR', 'wrong-value', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'emergency-squawk-codes',
    'one two zero zero vfr, seven fife zero zero hijacking, seven six zero zero radio failure, seven seven zero zero emergency',
    'icao-digits',
    [true, true, true, true],
  ),
  c(
    'emergency-squawk-codes',
    'won to zero zero vfr, seven five zero zero hijack, seven six zero zero no radio, seven seven zero zero mayday',
    'homophone',
    [true, true, true, true],
  ),
  c('emergency-squawk-codes', '7700 emergency, 7600 lost comms, 7500 hijacking and 1200 VFR', 'word-order', [
    true,
    true,
    true,
    true,
  ]),
  c(
    'emergency-squawk-codes',
    'twelve hundred is vfr seventy five hundred high jack seventy six hundred lost comms seventy seven hundred emergency',
    'asr-slip',
    [true, true, true, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green cleared to land, flashing green return for landing, steady red give way and keep circling, flashing red airport unsafe do not land, alternating red green extreme caution',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'emergency-light-gun-airborne',
    'steady green return for landing, flashing green cleared to land',
    'opposite',
    [false, false, false, false, false],
  ),
  c(
    'emergency-light-gun-ground',
    'steady green cleared for takeoff, flashing green cleared to taxi, steady red stop, flashing red taxi clear of the runway, flashing white go back to where you started',
    'correct',
    [true, true, true, true, true],
  ),
  c(
    'emergency-light-gun-ground',
    'flashing green cleared for takeoff, steady green cleared to taxi, steady red stop',
    'opposite',
    [false, false, true, false, false],
  ),
  c(
    'emergency-lost-comms-arrival',
    'squawk 7600, stay above or outside the class d until i know the traffic flow, join the pattern, watch for light gun signals, rock wings by day or flash lights at night',
    'correct',
    [true, true, true, true],
  ),
  c('emergency-lost-comms-arrival', 'squawk 7700 and land', 'wrong-value', [false, false, false, false]),
  c(
    'emergency-lost-comms-arrival',
    'squawk seven six zero zero, enter the pattern, watch the tower for light signals and flash the landing light in daytime',
    'opposite',
    [true, false, true, false],
  ),
  c(
    'emergency-engine-failure',
    'pitch for best glide, pick a field, run the restart checklist fuel mixture carb heat mags, and declare an emergency squawk 7700',
    'correct',
    [true, true, true, true],
  ),
  c('emergency-engine-failure', 'pitch for best glide and pick a field, squawk 7600', 'wrong-value', [
    true,
    true,
    false,
    false,
  ]),
  c(
    'emergency-engine-failure',
    'best glide, pick a field into the wind, fuel selector mixture carb heat mags primer, mayday on 121.5 and squawk 7700, and brief the passengers',
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'emergency-distress-urgency',
    'mayday three times for distress, pan pan three times for urgency, distress is immediate danger and urgency is not immediate, use the current frequency or 121.5, squawk 7700',
    'correct',
    [true, true, true, true, true],
  ),
  c('emergency-distress-urgency', 'pan pan for distress and mayday for urgency on 121.5', 'opposite', [
    false,
    false,
    false,
    true,
    false,
  ]),
  c(
    'emergency-elt',
    'inspected every year, battery replaced after one hour of cumulative use or half its useful life, test only during the first five minutes of the hour for three sweeps',
    'equivalent',
    [true, true, true, true],
  ),
  c(
    'emergency-elt',
    'inspect every twenty four months, change the battery after half its life',
    'wrong-value',
    [false, false, true, false],
  ),
  c(
    'emergency-elt',
    'every twelve calendar months, battery at fifty percent life or one hour of use, test in the last five minutes of the hour',
    'opposite',
    [true, true, true, false],
  ),
  c(
    'emergency-pic-authority',
    'yes, the pic is the final authority and can deviate from any rule to the extent needed, then send a written report to the faa if asked, and if atc gave priority a report within 48 hours on request',
    'correct',
    [true, true, true, true],
  ),
  c(
    'emergency-pic-authority',
    'yes you can deviate from the regulations as much as the emergency requires, and if atc gave you priority they can ask for a report within two days',
    'equivalent',
    [false, true, false, true],
  ),
  c('emergency-pic-authority', 'no, you must always follow the regulations', 'negation', [
    false,
    false,
    false,
    false,
  ]),

  // Aeromedical
  c(
    'aeromed-hypoxia-types',
    'hypoxic from altitude, hypemic from carbon monoxide or anemia, stagnant from g forces or cold, histotoxic from alcohol or drugs',
    'correct',
    [true, true, true, true],
  ),
  c('aeromed-hypoxia-types', 'hypemic from altitude, hypoxic from carbon monoxide', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'aeromed-hypoxia-types',
    "hypoxic from altitude, hypemic from carbon monoxide, stagnant from pulling g's, histotoxic from alcohol, and the first symptom is often euphoria",
    'extra-item',
    [true, true, true, true],
  ),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide poisoning, turn off the heat, open the vents, use oxygen if you have it, and land as soon as practical',
    'correct',
    [true, true, true, true],
  ),
  c('aeromed-carbon-monoxide', 'probably hypoxia so i would turn the heat up', 'wrong-value', [
    false,
    false,
    false,
    false,
  ]),
  c(
    'aeromed-carbon-monoxide',
    'carbon monoxide, but do not turn off the cabin heat because you need it, just open the windows and land soon',
    'negation',
    [true, false, true, true],
  ),
  c(
    'aeromed-hyperventilation',
    'breathing too fast and deep so you blow off carbon dioxide, you get dizzy and tingly like hypoxia, slow your breathing or talk out loud',
    'correct',
    [true, true, true],
  ),
  c(
    'aeromed-spatial-disorientation',
    'your inner ear gives false signals when you lose the horizon, like the leans; trust the instruments and do not fly into clouds without instrument proficiency',
    'correct',
    [true, true, true, true],
  ),
];
