import { CESSNA as C, NOVEMBER as N, SKYHAWK as S, controller, type SeedScenario } from './types';

/** Radar services: flight following, Class C entry and handoffs (docs/product/scenario-content.md). */

export const flightFollowing: SeedScenario = {
  key: 'flight-following',
  name: 'VFR flight following with approach',
  script_type: 'voice',
  conversation_display_name: 'Lakeview Approach',
  big_picture: 'Initial contact, request for radar traffic advisories, squawk and altimeter readbacks.',
  conversation_context:
    'You are flying Cessna 12345 (say "Cessna One Two Three Four Five"), a Cessna 172, VFR from Centerville ' +
    'to Brookfield Regional. You are 5 miles south of Centerville at 4,500 feet MSL on a westerly magnetic ' +
    'course (VFR cruising altitudes more than 3,000 feet above the ground: even thousands plus 500 for ' +
    'courses of 180 to 359 degrees). Ask Lakeview Approach for VFR flight following (radar traffic ' +
    'information service, AIM 4-1-15). On initial contact say who you are calling and who you are; when ' +
    'asked, say your type, where you are, your altitude and what you want (AIM 4-2-3). Read back the squawk ' +
    'code and the altimeter setting, and answer traffic calls with "looking" or "traffic in sight".',
  tags: ['vfr', 'approach', 'flight-following'],
  caller_profile: controller('male', 'en-US'),
  deep_link: null,
  turns: [
    {
      section: 'Initial call',
      input: `Lakeview Approach, ${C}, VFR request.`,
      variations: [`Lakeview Approach, ${C}, request flight following.`],
      output: `${C}, Lakeview Approach, say request.`,
      output_variations: [`${C}, Lakeview Approach, go ahead.`],
      annotation: 'AIM 4-2-3: on a busy frequency a short first call is fine; wait for "say request".',
    },
    {
      section: 'Request',
      input: `${C} is a Cessna One Seventy-Two, five miles south of Centerville at four thousand five hundred, request flight following to Brookfield Regional.`,
      variations: [
        `${C}, Cessna One Seventy-Two, five miles south of Centerville, four thousand five hundred, VFR to Brookfield, request flight following.`,
      ],
      output: `${C}, squawk four two one three.`,
      output_variations: [`${C}, Lakeview Approach, squawk four two one three.`],
      annotation:
        'AIM 4-1-15 and AIM 4-2-3: type, position, altitude, destination and the request in one call.',
    },
    {
      section: 'Readback',
      input: `Squawk four two one three, ${C}.`,
      variations: [`Four two one three, ${C}.`],
      output: `${C}, radar contact five miles south of Centerville, four thousand five hundred. Lakeview altimeter two niner niner two.`,
      output_variations: [
        `${C}, radar contact five miles south of Centerville at four thousand five hundred, altimeter two niner niner two.`,
        `${C}, negative, squawk four two one three.`,
      ],
      annotation:
        'AIM 4-1-20: set the code you are assigned; reading it back catches a wrong code before you squawk it.',
    },
    {
      section: 'Readback',
      input: `Two niner niner two, ${C}.`,
      variations: [`Altimeter two niner niner two, ${C}.`],
      output: `${C}, traffic twelve o'clock, four miles, opposite direction, a Piper Cherokee at five thousand five hundred.`,
      output_variations: [
        `${C}, traffic twelve o'clock, four miles, opposite direction, Cherokee, five thousand five hundred.`,
        `${C}, negative, altimeter two niner niner two.`,
      ],
      annotation:
        'AIM 4-1-15: with radar contact you get traffic advisories; set the altimeter you are given.',
    },
    {
      section: 'Traffic',
      input: `Looking for traffic, ${C}.`,
      variations: [`Negative contact, ${C}.`, `${C}, looking.`],
      output: `${C}, traffic now one o'clock, two miles, opposite direction, five thousand five hundred.`,
      output_variations: [
        `${C}, that traffic is now one o'clock, two miles, opposite direction, five thousand five hundred.`,
      ],
      annotation:
        'AIM 4-1-15: traffic is called by clock position, distance, direction and altitude; say "looking" until you see it.',
    },
    {
      section: 'Traffic',
      input: `Traffic in sight, ${C}.`,
      variations: [`${C}, traffic in sight.`, `Have the Cherokee in sight, ${C}.`],
      output: `${C}, roger.`,
      output_variations: [`${C}, roger, thanks.`],
      annotation: 'AIM 4-1-15: tell the controller when you have the traffic in sight.',
    },
  ],
};

export const classC: SeedScenario = {
  key: 'class-c',
  name: 'Entering Class C airspace',
  script_type: 'chat',
  conversation_display_name: 'Harbor City Approach',
  big_picture: 'Establish two-way communication before the Class C, then squawk, altitude, vector and tower.',
  conversation_context:
    'You are Skyhawk 678AB (say "Skyhawk Six Seven Eight Alpha Bravo"), a Cessna 172 over Cedar Lake, 15 ' +
    'miles northwest of Harbor City International, at 3,500 feet MSL, inbound to land there. Harbor City is ' +
    'Class C airspace and you have ATIS information Foxtrot. Call Harbor City Approach well before the 10-mile ' +
    'shelf with your position, altitude, the ATIS code and destination (AIM 3-2-4, AIM 4-2-3). You may enter ' +
    'only once two-way communication is established: if the controller answers with your callsign (even ' +
    '"..., standby") it is; "aircraft calling Harbor City Approach, standby" means it is not. Read back the ' +
    'squawk code, the altitude and altimeter, the heading with the runway, and the tower frequency (AIM 4-4-7).',
  tags: ['approach', 'class-c', 'airspace', 'readback'],
  caller_profile: controller('female', 'en-ZA'),
  deep_link: null,
  turns: [
    {
      section: 'Initial call',
      input: `Harbor City Approach, ${S}, over Cedar Lake at three thousand five hundred, with information Foxtrot, landing Harbor City.`,
      variations: [
        `Harbor City Approach, ${S}, over Cedar Lake, three thousand five hundred, inbound for landing with Foxtrot.`,
        `Harbor City Approach, ${S}, with information Foxtrot, over Cedar Lake at three thousand five hundred, landing Harbor City.`,
      ],
      output: `${S}, Harbor City Approach, squawk zero three five two.`,
      output_variations: [`${S}, Harbor City Approach, squawk zero three five two and ident.`],
      annotation:
        'AIM 3-2-4: two-way radio communication is established when the controller answers with your callsign.',
    },
    {
      section: 'Readback',
      input: `Squawk zero three five two, ${S}.`,
      variations: [`Zero three five two, ${S}.`],
      output: `${S}, radar contact one five miles northwest of Harbor City. Descend and maintain two thousand five hundred. Harbor City altimeter three zero one four.`,
      output_variations: [
        `${S}, radar contact over Cedar Lake, descend and maintain two thousand five hundred, altimeter three zero one four.`,
        `${S}, negative, squawk zero three five two.`,
      ],
      annotation: 'AIM 4-1-20: set the assigned code and read it back.',
    },
    {
      section: 'Readback',
      input: `Descend and maintain two thousand five hundred, three zero one four, ${S}.`,
      variations: [
        `Descending to two thousand five hundred, altimeter three zero one four, ${S}.`,
        `Three zero one four, descend and maintain two thousand five hundred, ${S}.`,
      ],
      output: `${S}, fly heading one two zero, vector for right downwind runway two seven.`,
      output_variations: [
        `${S}, fly heading one two zero, vectors for right downwind runway two seven.`,
        `${S}, negative, descend and maintain two thousand five hundred, altimeter three zero one four.`,
      ],
      annotation: 'AIM 4-4-7: read back altitude assignments, and set the altimeter you are given.',
    },
    {
      section: 'Readback',
      input: `Heading one two zero, vector right downwind runway two seven, ${S}.`,
      variations: [`Fly heading one two zero for right downwind runway two seven, ${S}.`],
      output: `${S}, contact Harbor City Tower one one niner point niner.`,
      output_variations: [
        `${S}, contact Tower one one niner point niner.`,
        `${S}, negative, fly heading one two zero, vector for right downwind runway two seven.`,
      ],
      annotation: 'AIM 4-4-7: read back vectors (headings) and runway assignments.',
    },
    {
      section: 'Readback',
      input: `Harbor City Tower one one niner point niner, ${S}.`,
      variations: [`Contact Tower one one niner point niner, ${S}.`],
      output: '',
      output_variations: [`${S}, negative, Harbor City Tower one one niner point niner.`],
      annotation: 'AIM 4-2-3: acknowledge with your callsign; read back the new frequency.',
    },
  ],
};

export const frequencyChange: SeedScenario = {
  key: 'frequency-change',
  name: 'Frequency change: handoff to center',
  script_type: 'chat',
  conversation_display_name: 'Lakeview Approach and Lakeview Center',
  big_picture:
    'Report an altitude change, read back a handoff, check in with the new controller, next handoff.',
  conversation_context:
    'You are November 427J (say "November Four Two Seven Juliet"), a Piper Archer getting VFR flight ' +
    'following from Lakeview Approach, eastbound to Easton Regional at 5,500 feet (odd thousands plus 500 for ' +
    'courses of 0 to 179 degrees). You want to climb to 7,500 for smoother air: with flight following, tell ' +
    'the controller before you change altitude (AIM 4-1-15). Read back the frequency you are handed off to, ' +
    'then check in on it with the facility name, your callsign and your altitude, level at 7,500 by then ' +
    '(AIM 4-2-3). Read back the altimeter setting and the next frequency.',
  tags: ['approach', 'center', 'frequency-change', 'handoff', 'flight-following'],
  caller_profile: controller('male', 'en-IN'),
  deep_link: null,
  turns: [
    {
      section: 'Altitude change',
      input: `Lakeview Approach, ${N}, climbing to seven thousand five hundred.`,
      variations: [`Lakeview Approach, ${N}, VFR climb to seven thousand five hundred.`],
      output: `${N}, roger. Contact Lakeview Center on one two four point three five.`,
      output_variations: [`${N}, roger, contact Lakeview Center one two four point three five.`],
      annotation:
        'AIM 4-1-15: with VFR radar advisories, tell the controller when you change VFR cruising altitude.',
    },
    {
      section: 'Readback',
      input: `Contact Lakeview Center on one two four point three five, ${N}.`,
      variations: [
        `Lakeview Center one two four point three five, ${N}.`,
        `Over to Center on one two four point three five, ${N}.`,
      ],
      output: '',
      output_variations: [`${N}, negative, contact Lakeview Center on one two four point three five.`],
      annotation: 'AIM 4-2-3: acknowledge with your callsign; read back the frequency before you leave.',
    },
    {
      section: 'Check-in',
      input: `Lakeview Center, ${N}, level seven thousand five hundred.`,
      variations: [`Lakeview Center, ${N}, level at seven thousand five hundred.`],
      output: `${N}, Lakeview Center, roger. Easton altimeter three zero zero one.`,
      output_variations: [`${N}, Lakeview Center, Easton altimeter three zero zero one.`],
      annotation:
        'AIM 4-2-3: a new controller is an initial contact: facility, full callsign, then your altitude.',
    },
    {
      section: 'Readback',
      input: `Three zero zero one, ${N}.`,
      variations: [`Altimeter three zero zero one, ${N}.`],
      output: `${N}, contact Easton Approach on one one niner point two five.`,
      output_variations: [
        `${N}, contact Easton Approach one one niner point two five.`,
        `${N}, negative, altimeter three zero zero one.`,
      ],
      annotation:
        '14 CFR 91.121: use a current altimeter setting of a station along the route; read it back.',
    },
    {
      section: 'Readback',
      input: `Contact Easton Approach on one one niner point two five, ${N}.`,
      variations: [`Easton Approach one one niner point two five, ${N}.`],
      output: '',
      output_variations: [`${N}, negative, Easton Approach one one niner point two five.`],
      annotation: 'AIM 4-2-3: read back the new frequency with your callsign.',
    },
  ],
};
