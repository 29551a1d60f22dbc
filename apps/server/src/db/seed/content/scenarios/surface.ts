import { CESSNA as C, NOVEMBER as N, controller, type SeedScenario } from './types';

/** Departing Centerville: taxi, takeoff and an IFR clearance (docs/product/scenario-content.md). */

export const groundTaxi: SeedScenario = {
  key: 'ground-taxi',
  name: 'Taxi with a hold-short instruction',
  script_type: 'voice',
  conversation_display_name: 'Centerville Ground',
  big_picture: 'Call ground for taxi, read back the runway, route and hold short, then cross on a clearance.',
  conversation_context:
    'You are Cessna 12345 (say "Cessna One Two Three Four Five"), a Cessna 172 parked at the Centerville ' +
    'Aviation ramp at Centerville Airport, a Class D airport. You have listened to ATIS information Charlie ' +
    '(runway 19 in use) and are flying VFR to Brookfield Regional. Call Centerville Ground on 121.7: say who ' +
    'you are, where you are on the airport, that you have information Charlie and where you are going (AIM ' +
    '4-2-3, AIM 4-3-18). Read back the runway, the taxi route and the hold-short instruction word for word ' +
    '(AIM 4-3-18). At the hold-short line report holding short, then read back the crossing clearance: no ' +
    'runway may be crossed without one.',
  tags: ['ground', 'taxi', 'hold-short', 'readback'],
  caller_profile: controller('female', 'en-US'),
  deep_link: null,
  turns: [
    {
      section: 'Initial call',
      input: `Centerville Ground, ${C}, at Centerville Aviation with information Charlie, VFR to Brookfield, ready to taxi.`,
      variations: [
        `Centerville Ground, ${C}, Centerville Aviation ramp, with Charlie, ready to taxi, VFR Brookfield.`,
        `Centerville Ground, ${C}, at Centerville Aviation, information Charlie, request taxi for VFR departure to Brookfield.`,
      ],
      output: `${C}, Centerville Ground, runway one niner, taxi via Alpha, Bravo, hold short of runway one three.`,
      output_variations: [
        `${C}, Centerville Ground, runway one niner, taxi via Alpha and Bravo, hold short runway one three.`,
      ],
      annotation:
        'AIM 4-3-18: always state your position on the airport when calling for taxi; AIM 4-2-3: give the ATIS code on first contact.',
    },
    {
      section: 'Readback',
      input: `Runway one niner, taxi via Alpha, Bravo, hold short of runway one three, ${C}.`,
      variations: [
        `Runway one niner via Alpha, Bravo, hold short runway one three, ${C}.`,
        `Taxi via Alpha and Bravo, runway one niner, hold short of runway one three, ${C}.`,
      ],
      output: '',
      output_variations: [
        `${C}, negative, runway one niner, taxi via Alpha, Bravo, hold short of runway one three.`,
      ],
      annotation:
        'AIM 4-3-18: read back the runway assignment and every hold-short instruction; controllers must obtain a hold-short readback.',
    },
    {
      section: 'Position report',
      input: `Centerville Ground, ${C}, holding short of runway one three at Bravo.`,
      variations: [`${C}, holding short runway one three at Bravo.`],
      output: `${C}, cross runway one three at Bravo, continue via Bravo to runway one niner.`,
      output_variations: [
        `${C}, cross runway one three at Bravo, then continue on Bravo to runway one niner.`,
      ],
      annotation:
        'AIM 4-3-18: a clearance must be obtained before crossing any runway; ATC issues an explicit one for each crossing.',
    },
    {
      section: 'Readback',
      input: `Cross runway one three at Bravo, continue via Bravo to runway one niner, ${C}.`,
      variations: [`Crossing runway one three at Bravo, continuing on Bravo to runway one niner, ${C}.`],
      output: '',
      output_variations: [
        `${C}, negative, cross runway one three at Bravo, continue via Bravo to runway one niner.`,
      ],
      annotation: 'AIM 4-3-18: acknowledge every runway crossing clearance, with the runway number.',
    },
  ],
};

export const takeoff: SeedScenario = {
  key: 'takeoff',
  name: 'Takeoff clearance with a right turn out',
  script_type: 'chat',
  conversation_display_name: 'Centerville Tower',
  big_picture:
    'Tell the tower you are ready, hold short for landing traffic, read back the takeoff clearance.',
  conversation_context:
    'You are Cessna 12345 (say "Cessna One Two Three Four Five"), holding short of runway 19 at taxiway Bravo ' +
    'at Centerville, run-up complete, now on Centerville Tower 118.3. You are VFR to Brookfield Regional, west ' +
    'of the airport, so you would like to turn right after takeoff. Tell the tower where you are, that you are ' +
    'ready and which way you are going (AIM 4-3-14). Read back the hold-short instruction and then the takeoff ' +
    'clearance with the runway number and the departure instruction (AIM 4-3-18). Once clear of the Class D ' +
    'airspace to the west, tell the tower you are leaving the frequency (AIM 4-2-3).',
  tags: ['tower', 'takeoff', 'departure', 'readback'],
  caller_profile: controller('male', 'en-GB'),
  deep_link: null,
  turns: [
    {
      section: 'Initial call',
      input: `Centerville Tower, ${C}, holding short runway one niner at Bravo, ready for departure, westbound.`,
      variations: [`Centerville Tower, ${C}, ready for departure runway one niner at Bravo, VFR westbound.`],
      output: `${C}, Centerville Tower, hold short runway one niner, landing traffic on two-mile final.`,
      output_variations: [
        `${C}, Centerville Tower, hold short of runway one niner, traffic landing on a two-mile final.`,
      ],
      annotation:
        'AIM 4-3-14: change to the tower when ready to depart; say where you are holding and which way you will go.',
    },
    {
      section: 'Readback',
      input: `Holding short runway one niner, ${C}.`,
      variations: [`Hold short runway one niner, ${C}.`],
      output: `${C}, right turn out approved, runway one niner, cleared for takeoff.`,
      output_variations: [
        `${C}, runway one niner, cleared for takeoff, right turn out approved.`,
        `${C}, negative, hold short runway one niner.`,
      ],
      annotation: 'AIM 4-3-18: a hold-short instruction is always read back with the runway number.',
    },
    {
      section: 'Readback',
      input: `Right turn out approved, runway one niner, cleared for takeoff, ${C}.`,
      variations: [`Runway one niner, cleared for takeoff, right turn out approved, ${C}.`],
      output: '',
      output_variations: [`${C}, negative, right turn out approved, runway one niner, cleared for takeoff.`],
      annotation:
        'AIM 4-3-18: acknowledge a takeoff clearance with the runway number; AIM 4-4-7: read back departure instructions.',
    },
    {
      section: 'Leaving the frequency',
      input: `Centerville Tower, ${C}, clear of your airspace to the west, request frequency change.`,
      variations: [`${C}, leaving your airspace westbound, request frequency change.`],
      output: `${C}, frequency change approved, good day.`,
      output_variations: [`${C}, frequency change approved.`],
      annotation:
        'AIM 4-2-3: when you leave a controller you have been talking to, say so and wait for the release.',
    },
  ],
};

export const ifrClearance: SeedScenario = {
  key: 'ifr-clearance',
  name: 'IFR clearance readback (CRAFT)',
  script_type: 'chat',
  conversation_display_name: 'Centerville Clearance Delivery',
  big_picture:
    'Copy and read back an IFR clearance: clearance limit, route, altitude, frequency, transponder.',
  conversation_context:
    'You are November 427J (say "November Four Two Seven Juliet"), a Piper Archer on the Centerville ramp with ' +
    'an IFR flight plan to Brookfield Regional at 6,000 feet. You have ATIS information Golf. Call Centerville ' +
    'Clearance Delivery with your callsign, that you are IFR to Brookfield and the ATIS code (AIM 4-2-3). When ' +
    'you are ready to copy, say so, write the clearance down in CRAFT order (Clearance limit, Route, Altitude, ' +
    'Frequency, Transponder; AIM 4-4-3) and read all of it back (AIM 4-4-7). Then read back the ground frequency.',
  tags: ['clearance', 'ifr', 'craft', 'readback'],
  caller_profile: controller('female', 'en-IN'),
  deep_link: null,
  turns: [
    {
      section: 'Initial call',
      input: `Centerville Clearance Delivery, ${N}, IFR to Brookfield Regional, with information Golf.`,
      variations: [`Centerville Clearance, ${N}, with Golf, IFR Brookfield Regional.`],
      output: `${N}, Centerville Clearance Delivery, I have your clearance, advise ready to copy.`,
      output_variations: [`${N}, Centerville Clearance, clearance on file, advise ready to copy.`],
      annotation: 'AIM 4-2-3: name the facility, your full callsign and your request; include the ATIS code.',
    },
    {
      section: 'Ready to copy',
      input: `Ready to copy, ${N}.`,
      variations: [`${N}, ready to copy.`],
      output:
        `${N}, cleared to Brookfield Regional Airport via radar vectors Dorsey, then as filed. Climb and maintain ` +
        'three thousand, expect six thousand, one zero minutes after departure. Departure frequency one two five ' +
        'point eight, squawk five three one six.',
      output_variations: [
        `${N}, cleared to the Brookfield Regional Airport, radar vectors Dorsey, then as filed, climb and maintain ` +
          'three thousand, expect six thousand, one zero minutes after departure, departure frequency one two five ' +
          'point eight, squawk five three one six.',
      ],
      annotation: 'AIM 4-4-3: clearance items in order; copy them as CRAFT so nothing is missed.',
    },
    {
      section: 'Readback',
      input:
        'Cleared to Brookfield Regional via radar vectors Dorsey, then as filed, climb and maintain three thousand, ' +
        'expect six thousand, one zero minutes after departure, departure frequency one two five point eight, ' +
        `squawk five three one six, ${N}.`,
      variations: [
        `${N}, cleared Brookfield Regional, radar vectors Dorsey then as filed, maintain three thousand, expect six ` +
          'thousand, one zero minutes after departure, departure one two five point eight, squawk five three one six.',
      ],
      output: `${N}, readback correct. Contact Ground one two one point seven when ready to taxi.`,
      output_variations: [
        `${N}, readback correct, advise Ground one two one point seven when ready to taxi.`,
        `${N}, negative, climb and maintain three thousand, expect six thousand, one zero minutes after departure, departure frequency one two five point eight, squawk five three one six.`,
      ],
      annotation:
        'AIM 4-4-7: read back the clearance, above all altitudes, frequencies and the transponder code.',
    },
    {
      section: 'Readback',
      input: `Ground one two one point seven when ready, ${N}.`,
      variations: [`Contact Ground one two one point seven when ready to taxi, ${N}.`],
      output: '',
      output_variations: [`${N}, negative, Ground is one two one point seven.`],
      annotation: 'AIM 4-2-3: acknowledge with your callsign; read back a new frequency so a slip is caught.',
    },
  ],
};
