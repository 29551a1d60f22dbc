import { CHEROKEE as P, controller, type SeedScenario } from './types';

/** A distress call (AIM 6-3-1, 6-3-2; docs/product/scenario-content.md). */

export const emergency: SeedScenario = {
  key: 'emergency',
  name: 'MAYDAY: engine failure',
  script_type: 'voice',
  conversation_display_name: 'Lakeview Approach',
  big_picture:
    'A complete distress call after an engine failure, then the altimeter, the runway and the outcome.',
  conversation_context:
    'You are Cherokee 9876P (say "Cherokee Niner Eight Seven Six Papa"), a Piper Cherokee, VFR westbound at ' +
    '4,500 feet MSL, four miles south of Millbrook Municipal, a non-towered airport with runway 9/27. You ' +
    'were not talking to anyone and were squawking 1200. The engine has stopped and will not restart. You ' +
    'have set best glide, turned north toward Millbrook and squawked 7700 because you are not in contact with ' +
    'ATC (AIM 6-3-2). There are two people on board and 90 minutes of fuel. Call Lakeview Approach on 125.8 ' +
    'with a distress message (AIM 6-3-1, 6-3-2): MAYDAY three times, the station, your callsign and type, the ' +
    'nature of the emergency, your intentions, position and heading, altitude, fuel remaining in minutes, ' +
    'souls on board and your squawk. Then read back the altimeter, say your runway, and report once you are ' +
    'safely on the ground (AIM 4-2-3).',
  tags: ['approach', 'emergency', 'mayday', 'distress'],
  caller_profile: controller('female', 'en-GB'),
  deep_link: null,
  turns: [
    {
      section: 'Distress call',
      input: `Mayday, mayday, mayday, Lakeview Approach, ${P}, engine failure, gliding to Millbrook Municipal, four miles south of Millbrook heading north, four thousand five hundred, niner zero minutes of fuel, two souls on board, squawking seven seven zero zero.`,
      variations: [
        `Mayday, mayday, mayday, Lakeview Approach, ${P}, engine failure, four miles south of Millbrook heading north at four thousand five hundred, landing Millbrook Municipal, two souls on board, niner zero minutes of fuel, squawking seven seven zero zero.`,
        `Mayday, mayday, mayday, Lakeview Approach, ${P}, engine out, four thousand five hundred, four miles south of Millbrook, heading north to land at Millbrook, fuel niner zero minutes, two on board, squawk seven seven zero zero.`,
      ],
      output: `${P}, Lakeview Approach, roger mayday, radar contact four miles south of Millbrook. Millbrook Municipal is at your twelve o'clock, four miles. Millbrook wind two seven zero at eight, altimeter two niner niner two.`,
      output_variations: [
        `${P}, Lakeview Approach, roger mayday. Millbrook is twelve o'clock, four miles. Wind two seven zero at eight, altimeter two niner niner two.`,
      ],
      annotation:
        'AIM 6-3-1 and 6-3-2: MAYDAY three times, station, callsign and type, nature, intentions, position, altitude, fuel in minutes, souls on board; squawk 7700 when not in contact with ATC.',
    },
    {
      section: 'Readback',
      input: `Two niner niner two, airport in sight, ${P}.`,
      variations: [`Airport in sight, altimeter two niner niner two, ${P}.`],
      output: `${P}, roger, no traffic observed between you and Millbrook. Say landing runway.`,
      output_variations: [
        `${P}, roger, no traffic observed near Millbrook. Which runway will you use?`,
        `${P}, negative, altimeter two niner niner two.`,
      ],
      annotation:
        'AIM 6-3-2: once in contact, cooperate and use the help offered; set the altimeter you are given.',
    },
    {
      section: 'Intentions',
      input: `Landing runway two seven, ${P}.`,
      variations: [`${P}, landing runway two seven.`],
      output: `${P}, roger, runway two seven. Emergency vehicles are on the way to Millbrook. Report on the ground if able.`,
      output_variations: [
        `${P}, runway two seven, roger. Rescue services are on the way. Advise when on the ground, if able.`,
      ],
      annotation:
        'AIM 6-3-2: keep the controller informed of your intentions; a landing into the wind (two seven zero) uses runway two seven.',
    },
    {
      section: 'Outcome',
      input: `Lakeview Approach, ${P}, on the ground at Millbrook, no injuries.`,
      variations: [`${P}, down safely at Millbrook, no injuries.`],
      output: `${P}, roger, glad you are down safely. Please call Lakeview Approach by telephone when able.`,
      output_variations: [`${P}, good to hear. Call Lakeview Approach on the telephone when you can.`],
      annotation:
        'AIM 6-3-1: the controller has alerted rescue services, so tell them as soon as you are safe.',
    },
  ],
};
