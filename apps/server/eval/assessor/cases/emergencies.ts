import type { EvalCase } from '../eval.types';

/** Emergency procedures and aeromedical factors (ppl.emergencies.*). */
export const cases: EvalCase[] = [
  // emergency-squawk-codes: 1200 | 7500 | 7600 | 7700
  {
    question_key: 'emergency-squawk-codes',
    reply:
      'one two zero zero is vfr seven fife zero zero is hijack seven six zero zero is lost comms and seven seven zero zero is emergency',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-squawk-codes',
    reply:
      'twelve hundred vfr seventy five hundred hijack seventy six hundred emergency and seventy seven hundred lost radio',
    kind: 'wrong-value',
    expected: [true, true, false, false],
    note: '7600 and 7700 are swapped.',
  },
  {
    question_key: 'emergency-squawk-codes',
    reply:
      'twelve hundred is vfr seventy five hundred is hijacking seventy six hundred means radio failure and seventy seven hundred is a general emergency',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-squawk-codes',
    reply:
      'squak twelve hundred for vfr seventy five hundred is a hi jack seventy six hundred lost comms and seventy seven hundred emergency',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-squawk-codes',
    reply:
      'uh twelve hundred is vfr i think seventy five hundred is hijack seventy six hundred is lost com and seventy seven hundred is emergency',
    kind: 'hedge',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-squawk-codes',
    reply: 'seventy seven hundred is an emergency and seventy six hundred is lost communications',
    kind: 'partial',
    expected: [false, false, true, true],
  },

  // emergency-light-gun-airborne: steady green | flashing green | steady red | flashing red | alternating
  {
    question_key: 'emergency-light-gun-airborne',
    reply:
      'steady green cleared to land flashing green return for landing steady red give way and keep circling',
    kind: 'partial',
    expected: [true, true, true, false, false],
  },
  {
    question_key: 'emergency-light-gun-airborne',
    reply:
      "steady green cleared to land flashing green return for landing steady red give way and circle flashing red doesn't mean you can't land just be careful and alternating red and green is extreme caution",
    kind: 'negation',
    expected: [true, true, true, false, true],
  },
  {
    question_key: 'emergency-light-gun-airborne',
    reply:
      "Solid green: land. Blinking green: come back around to land. Solid red: yield to other traffic and keep circling. Blinking red: field unsafe, don't land. Red and green alternating: be extremely careful.",
    kind: 'paraphrase',
    expected: [true, true, true, true, true],
  },

  // emergency-light-gun-ground: steady green | flashing green | steady red | flashing red | flashing white
  {
    question_key: 'emergency-light-gun-ground',
    reply:
      'steady green cleared to taxi flashing green cleared for takeoff steady red stop flashing red clear the runway flashing white go back to where i started',
    kind: 'partial',
    expected: [false, false, true, true, true],
    note: 'Steady and flashing green are swapped.',
  },
  {
    question_key: 'emergency-light-gun-ground',
    reply:
      'steady green cleared for take off flashing green clear to taxi steady red stop flashing red taxi clear of the runway in use flashing white return to starting point',
    kind: 'asr-slip',
    expected: [true, true, true, true, true],
  },

  // emergency-lost-comms-arrival: squawk 7600 | remain outside, then join pattern | light gun | acknowledge
  {
    question_key: 'emergency-lost-comms-arrival',
    reply:
      'squawk seven seven zero zero stay outside the class d until i know the flow of traffic then join the pattern and watch for light gun signals rocking my wings to acknowledge',
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'Radio failure is 7600.',
  },
  {
    question_key: 'emergency-lost-comms-arrival',
    reply:
      'squawk seventy six hundred remain outside or above the delta until i figure out the traffic flow join the pattern and look for light gun signals from the tower and rock my wings in the day or flash the lights at night',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-lost-comms-arrival',
    reply:
      'squawk seventy six hundred stay clear of the the class d till i see the traffic flow enter the pattern and watch for light gun signals and rock my wings to acknowledge',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-lost-comms-arrival',
    reply: "squawk seventy six hundred and fly straight in i wouldn't bother with light gun signals",
    kind: 'negation',
    expected: [true, false, false, false],
  },

  // emergency-engine-failure: best glide | landing site | restart checklist | declare / 7700 / 121.5
  {
    question_key: 'emergency-engine-failure',
    reply:
      'First pitch for best glide and trim, then pick a field within gliding range, try a restart: fuel selector, mixture rich, carb heat, mags. Then a mayday call and squawk 7700.',
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-engine-failure',
    reply:
      'best glide speed first pick a landing spot run the restart flow fuel mixture carb heat magnetos and declare an emergency on one twenty one point five and squawk seventy seven hundred',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-engine-failure',
    reply: 'best glide pick a field try a restart and squawk seventy six hundred',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: '7600 is lost communications; an engine failure is 7700.',
  },
  {
    question_key: 'emergency-engine-failure',
    reply: "um i'd pitch for best glide i guess and look for a field then try to restart it",
    kind: 'hedge',
    expected: [true, true, true, false],
  },
  {
    question_key: 'emergency-engine-failure',
    reply:
      'pitch for best glide pick a field fuel mixture carb heat mags and mayday on one two one decimal fife squawk seven seven zero zero',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },

  // emergency-distress-urgency: mayday x3 | pan-pan x3 | meanings | frequency | 7700
  {
    question_key: 'emergency-distress-urgency',
    reply:
      'mayday mayday mayday for distress pan pan pan pan pan pan for urgency on the current frequency or one two one decimal fife and squawk seven seven zero zero',
    kind: 'icao-digits',
    expected: [true, true, false, true, true],
  },
  {
    question_key: 'emergency-distress-urgency',
    reply:
      "mayday three times for distress pan pan three times for urgency distress is immediate danger and urgency isn't immediate on one two one point five and squawk seventy six hundred",
    kind: 'wrong-value',
    expected: [true, true, true, true, false],
  },
  {
    question_key: 'emergency-distress-urgency',
    reply:
      'mayday mayday mayday for distress and pan pan three times for urgency on one two two point eight and squawk seventy seven hundred',
    kind: 'wrong-value',
    expected: [true, true, false, false, true],
    note: '122.8 is a common CTAF, not the frequency in use or 121.5.',
  },
  {
    question_key: 'emergency-distress-urgency',
    reply:
      "may day may day may day for distress when i need help right now pan pan pan pan pan pan for urgency when it's not immediate the frequency i'm on or one twenty one point five and squak seventy seven hundred",
    kind: 'asr-slip',
    expected: [true, true, true, true, true],
  },

  // emergency-pic-authority: final authority | deviate as required | written report | 48 hours
  {
    question_key: 'emergency-pic-authority',
    reply:
      'yes the pic is the final authority and can deviate from any rule as needed the faa can ask for a written report and atc can ask for a report within twenty four hours if they gave priority',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'The report after ATC priority may be requested within 48 hours.',
  },
  {
    question_key: 'emergency-pic-authority',
    reply: 'the pic is the final authority but you can never break a regulation even in an emergency',
    kind: 'negation',
    expected: [true, false, false, false],
  },
  {
    question_key: 'emergency-pic-authority',
    reply:
      'yes as final authority i can deviate from part ninety one to the extent needed send a written report if the faa asks and if atc gave me priority a detailed report within forty eight hours',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },

  // emergency-elt: 12 calendar months | 1 cumulative hour | 50 percent | test window
  {
    question_key: 'emergency-elt',
    reply:
      'inspected every twenty four calendar months battery replaced after one cumulative hour or fifty percent of its life test in the first five minutes after the hour three sweeps max',
    kind: 'wrong-value',
    expected: [false, true, true, true],
  },
  {
    question_key: 'emergency-elt',
    reply:
      'every twelve calendar months the battery after an hour of cumulative use or half its life and you can test it in the first fifteen minutes after the hour',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'The analog test window is the first 5 minutes after the hour.',
  },
  {
    question_key: 'emergency-elt',
    reply:
      'twelve calendar months inspection replace the battery after more than one cumulative hour of use or when fifty percent of its useful life is gone and test only in the first five minutes of the hour for three sweeps',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'emergency-elt',
    reply: 'inspect it every twelve calendar months and replace the battery at half its useful life',
    kind: 'partial',
    expected: [true, false, true, false],
  },

  // aeromed-hypoxia-types: hypoxic | hypemic | stagnant | histotoxic
  {
    question_key: 'aeromed-hypoxia-types',
    reply:
      "hypoxic from altitude hypemic like carbon monoxide stagnant from pulling g's and histo toxic from alcohol",
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },
  {
    question_key: 'aeromed-hypoxia-types',
    reply: 'hypoxic from altitude and hypemic from carbon monoxide',
    kind: 'partial',
    expected: [true, true, false, false],
  },
  {
    question_key: 'aeromed-hypoxia-types',
    reply:
      "Hypoxic: thin air at altitude. Hypemic: the blood can't carry enough O2, e.g. after donating blood. Stagnant: poor blood flow, like cold or high G. Histotoxic: tissues can't use O2 because of alcohol or drugs.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },

  // aeromed-carbon-monoxide: suspect CO | cabin heat off | fresh air | land and seek medical help
  {
    question_key: 'aeromed-carbon-monoxide',
    reply:
      "carbon monoxide poisoning so i'd turn off the cabin heat open the vents and it's fine to continue to my destination",
    kind: 'negation',
    expected: [true, true, true, false],
  },
  {
    question_key: 'aeromed-carbon-monoxide',
    reply:
      "uh maybe carbon monoxide i'd probably shut the cabin heat off open the fresh air vents and land as soon as i can and get checked out by a doctor",
    kind: 'hedge',
    expected: [true, true, true, true],
  },
  {
    question_key: 'aeromed-carbon-monoxide',
    reply:
      'carbon monoxide poisoning turn off the cab in heat open the vents and land as soon as practical and get medical attention',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"cab in heat" is the recogniser splitting cabin.',
  },
  {
    question_key: 'aeromed-carbon-monoxide',
    reply: "i'd turn up the radio and sing to stay awake",
    kind: 'off-topic',
    expected: [false, false, false, false],
  },

  // aeromed-hyperventilation: overbreathing, CO2 loss | symptoms | treatment
  {
    question_key: 'aeromed-hyperventilation',
    reply:
      "it's breathing too fast and too deep so you lose carbon dioxide you get dizzy and tingly and you should not try to slow your breathing just use oxygen",
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'aeromed-hyperventilation',
    reply:
      'Overbreathing, usually from anxiety, which drops the CO2 in your blood. You get lightheaded with tingly fingers, much like hypoxia. Slow your breathing down, talk out loud, or breathe into a paper bag.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },
  {
    question_key: 'aeromed-hyperventilation',
    reply: 'breathing too fast so you lose co2 and you treat it by slowing your breathing',
    kind: 'partial',
    expected: [true, false, true],
  },

  // aeromed-spatial-disorientation: inner ear conflict | example illusion | trust instruments | avoid low visibility
  {
    question_key: 'aeromed-spatial-disorientation',
    reply:
      "i think it's when your inner ear gives you false sensations because you can't see the horizon like um the leans and you fix it by trusting your instruments",
    kind: 'hedge',
    expected: [true, true, true, false],
  },
  {
    question_key: 'aeromed-spatial-disorientation',
    reply: "it's like the leans and you recover by flying on the instruments",
    kind: 'partial',
    expected: [false, true, true, false],
    note: 'An example is not a definition of spatial disorientation.',
  },
  {
    question_key: 'aeromed-spatial-disorientation',
    reply: 'my favorite airplane is the cessna one seventy two',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },
];
