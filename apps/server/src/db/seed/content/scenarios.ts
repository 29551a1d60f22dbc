import type { ScriptTurnInput } from '@wilco/shared';

/**
 * Demo radio scenarios (spec 02 §1 scenario simulations). In these outbound calls the learner is
 * the pilot: each turn's `input` is what the pilot should transmit (variations are accepted
 * alternatives) and `output` is the other station's answer. Phraseology follows AIM chapter 4.
 */
export type SeedScenario = {
  key: string;
  name: string;
  script_type: 'voice' | 'chat';
  conversation_display_name: string;
  big_picture: string;
  conversation_context: string;
  tags: string[];
  turns: Partial<ScriptTurnInput>[];
};

const CS = 'Cessna One Two Three Four Five';

export const SEED_SCENARIOS: SeedScenario[] = [
  {
    key: 'flight-following',
    name: 'VFR flight following with approach',
    script_type: 'voice',
    conversation_display_name: 'Lakeview Approach',
    big_picture: 'Initial contact, request for radar traffic advisories, squawk and altimeter readbacks.',
    conversation_context:
      'You are flying Cessna 12345, a Cessna 172, VFR from Centerville to Brookfield Regional. You are 5 miles ' +
      'south of Centerville at 4,500 feet MSL on a westerly magnetic course (VFR cruising altitudes more than ' +
      '3,000 feet above the ground: even thousands plus 500 for courses of 180 to 359 degrees). Ask Lakeview Approach for VFR ' +
      'flight following (radar traffic information service, AIM 4-1-15). On initial contact say who you are ' +
      'calling, who you are, where you are and what you want (AIM 4-2-3); read back the squawk code and the ' +
      'altimeter setting, and answer traffic calls with "looking" or "traffic in sight".',
    tags: ['vfr', 'approach', 'flight-following'],
    turns: [
      {
        input: `Lakeview Approach, ${CS}, VFR request.`,
        variations: [`Lakeview Approach, ${CS}, request flight following.`],
        output: `${CS}, Lakeview Approach, say request.`,
      },
      {
        input: `${CS} is a Cessna One Seventy-Two, five miles south of Centerville at four thousand five hundred, request flight following to Brookfield Regional.`,
        variations: [
          `${CS}, Cessna One Seventy-Two, five miles south of Centerville, four thousand five hundred, VFR to Brookfield, request flight following.`,
        ],
        output: `${CS}, squawk four two one three.`,
      },
      {
        input: `Squawk four two one three, ${CS}.`,
        variations: [`Four two one three, ${CS}.`],
        output: `${CS}, radar contact five miles south of Centerville, four thousand five hundred. Lakeview altimeter two niner niner two.`,
      },
      {
        input: `Two niner niner two, ${CS}.`,
        output: `${CS}, traffic twelve o'clock, four miles, opposite direction, a Piper Cherokee at five thousand five hundred.`,
      },
      {
        input: `Looking for traffic, ${CS}.`,
        variations: [`Negative contact, ${CS}.`],
        output: `${CS}, traffic now one o'clock, two miles, opposite direction, five thousand five hundred.`,
      },
      {
        input: `Traffic in sight, ${CS}.`,
        output: `${CS}, roger.`,
      },
    ],
  },
  {
    key: 'runway-incursion',
    name: 'Go-around for a runway incursion',
    script_type: 'voice',
    conversation_display_name: 'Centerville Tower',
    big_picture:
      'The pilot goes around for an aircraft on the runway, reports it and lands on a new clearance.',
    conversation_context:
      'You are flying Cessna 12345 on a half-mile final for runway 19 at Centerville, a Class D airport, ' +
      'already cleared to land. A Piper crosses the hold-short line at taxiway Alpha and stops on the runway. ' +
      'Go around and tell the tower at once, read back the pattern instruction, describe what you saw when ' +
      'asked, then report your position as instructed and read back the landing clearance with the runway ' +
      '(runway assignments are read back, AIM 4-4-7).',
    tags: ['tower', 'runway-safety', 'go-around'],
    turns: [
      {
        input: `Centerville Tower, ${CS}, going around, aircraft on the runway.`,
        variations: [`${CS}, going around, traffic on the runway.`],
        output: `${CS}, roger, make left closed traffic runway one niner.`,
      },
      {
        input: `Left closed traffic runway one niner, ${CS}.`,
        output: `${CS}, say what you observed.`,
      },
      {
        input: `${CS}, a Piper crossed the hold short line at taxiway Alpha and stopped on runway one niner while we were on half-mile final.`,
        variations: [
          `A Piper entered runway one niner from Alpha without stopping at the hold short line, ${CS}.`,
        ],
        output: `${CS}, thank you. The Piper is clear of the runway now. Report left base.`,
      },
      {
        input: `Report left base, ${CS}.`,
        variations: [`Wilco, ${CS}.`],
        output: '',
      },
      {
        input: `Centerville Tower, ${CS}, left base runway one niner.`,
        output: `${CS}, runway one niner, cleared to land.`,
      },
      {
        input: `Cleared to land runway one niner, ${CS}.`,
        output: '',
      },
    ],
  },
  {
    key: 'class-d-arrival',
    name: 'Arrival at a Class D airport',
    script_type: 'chat',
    conversation_display_name: 'Centerville Tower',
    big_picture:
      'Initial call to tower with the ATIS code, pattern entry, traffic to follow and landing clearance.',
    conversation_context:
      'You are flying Cessna 12345 ten miles north of Centerville at 3,500 feet MSL and have listened to ATIS ' +
      'information Bravo. Call Centerville Tower to land: say where you are and that you have the ATIS by its ' +
      'code (AIM 4-1-13, AIM 4-2-3). Read back the pattern entry and report as instructed.',
    tags: ['tower', 'class-d', 'pattern'],
    turns: [
      {
        input: `Centerville Tower, ${CS}, ten miles north at three thousand five hundred, with information Bravo, landing.`,
        variations: [
          `Centerville Tower, ${CS}, ten miles north, three thousand five hundred, inbound for landing with Bravo.`,
        ],
        output: `${CS}, Centerville Tower, enter left downwind runway one niner, report midfield.`,
      },
      {
        input: `Enter left downwind runway one niner, report midfield, ${CS}.`,
        output: '',
      },
      {
        input: `Centerville Tower, ${CS}, midfield left downwind runway one niner.`,
        output: `${CS}, number two, follow a Cherokee on left base, report the traffic in sight.`,
      },
      {
        input: `Traffic in sight, number two following the Cherokee, ${CS}.`,
        output: `${CS}, runway one niner, cleared to land.`,
      },
      {
        input: `Cleared to land runway one niner, ${CS}.`,
        output: '',
      },
    ],
  },
  {
    key: 'lost-comms-receiver',
    name: 'Lost communications: receiver inoperative',
    script_type: 'chat',
    conversation_display_name: 'Centerville Tower',
    big_picture: 'Arrival with a failed receiver: blind transmissions, squawk 7600 and light-gun signals.',
    conversation_context:
      'Your receiver has failed but your transmitter still works. You have squawked 7600 and stayed outside ' +
      'the Centerville Class D surface area until you saw traffic landing on runway 19. Then advise the tower ' +
      'of your type, position, altitude and intention to land and ask to be controlled by light signals; at 3 ' +
      'to 5 miles report your position and join the pattern, then report downwind and base (AIM 4-2-13). The ' +
      "tower's replies are light signals (AIM 4-3-13): steady green, cleared to land; flashing green, return " +
      'for landing; steady red, give way to other aircraft and continue circling; flashing red, airport ' +
      'unsafe, do not land. In daylight acknowledge by rocking your wings.',
    tags: ['tower', 'lost-communications', 'light-signals'],
    turns: [
      {
        input: `Centerville Tower, ${CS}, receiver inoperative, transmitting in the blind. Cessna One Seventy-Two, eight miles east at three thousand five hundred, squawking seven six zero zero, landing Centerville, request light signals.`,
        output: '(No reply can be heard. Continue toward the airport and watch the tower.)',
      },
      {
        input: `Centerville Tower, ${CS}, four miles east, joining left downwind runway one niner.`,
        output: '(From the tower: a steady red light aimed at you.)',
      },
      {
        input: `Centerville Tower, ${CS}, giving way and continuing to circle, left downwind runway one niner.`,
        output: '(From the tower: a steady green light.)',
      },
      {
        input: `Centerville Tower, ${CS}, turning left base runway one niner, landing on the green light.`,
        output: '(The light stays steady green. It is daylight: you rock your wings to acknowledge.)',
      },
    ],
  },
];

/** The demo learner's queue: two voice calls, then both chat calls as one multi-chat group. */
export const SEED_QUEUE: { key: string; group_key: string | null }[] = [
  { key: 'flight-following', group_key: null },
  { key: 'runway-incursion', group_key: null },
  { key: 'class-d-arrival', group_key: 'centerville_arrivals' },
  { key: 'lost-comms-receiver', group_key: 'centerville_arrivals' },
];
