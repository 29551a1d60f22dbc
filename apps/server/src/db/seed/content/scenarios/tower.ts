import { CESSNA as C, SKYHAWK as S, controller, type SeedScenario } from './types';

/** Arriving at Centerville, a Class D airport (docs/product/scenario-content.md). */

export const pattern: SeedScenario = {
  key: 'pattern',
  name: 'Traffic pattern at a towered airport',
  script_type: 'voice',
  conversation_display_name: 'Centerville Tower',
  big_picture:
    'Inbound call with the ATIS, pattern entry, midfield report, sequence, landing clearance and exit.',
  conversation_context:
    'You are Skyhawk 678AB (say "Skyhawk Six Seven Eight Alpha Bravo"), a Cessna 172 eight miles east of ' +
    'Centerville at 3,000 feet MSL, inbound to land. ATIS information Bravo: runway 19 in use, left traffic. ' +
    'Call Centerville Tower before you reach the Class D airspace: position, altitude, the ATIS code and that ' +
    'you are landing (AIM 4-2-3, AIM 4-3-2). Read back the pattern entry with the runway, report where you ' +
    'are told to, say "traffic in sight" only when you see the aircraft you must follow, read back the ' +
    'landing clearance with the runway (AIM 4-4-7), and after landing read back the exit and the ground ' +
    'frequency (AIM 4-3-20).',
  tags: ['tower', 'class-d', 'pattern', 'landing'],
  caller_profile: controller('female', 'en-AU'),
  deep_link: 'pattern-work',
  turns: [
    {
      section: 'Initial call',
      input: `Centerville Tower, ${S}, eight miles east at three thousand, with information Bravo, landing.`,
      variations: [
        `Centerville Tower, ${S}, eight miles east, three thousand, inbound for landing with Bravo.`,
        `Centerville Tower, ${S}, with information Bravo, eight miles east at three thousand, full stop.`,
      ],
      output: `${S}, Centerville Tower, enter left downwind runway one niner, report midfield downwind.`,
      output_variations: [
        `${S}, Centerville Tower, enter left downwind for runway one niner, report midfield.`,
      ],
      annotation:
        'AIM 4-2-3 and AIM 4-3-2: position, altitude, ATIS code and intention in the first call to the tower.',
    },
    {
      section: 'Readback',
      input: `Enter left downwind runway one niner, report midfield, ${S}.`,
      variations: [`Left downwind runway one niner, will report midfield, ${S}.`],
      output: '',
      output_variations: [`${S}, negative, enter left downwind runway one niner, report midfield.`],
      annotation:
        'AIM 4-4-7: read back runway assignments; AIM 4-3-3: enter the downwind at midfield on a 45.',
    },
    {
      section: 'Position report',
      input: `Centerville Tower, ${S}, midfield left downwind runway one niner.`,
      variations: [`${S}, midfield left downwind one niner.`],
      output: `${S}, number two, follow the Cherokee on left base, report the traffic in sight.`,
      output_variations: [
        `${S}, number two, following a Cherokee on left base, report that traffic in sight.`,
      ],
      annotation:
        'AIM 4-3-2: report where the tower asked; a sequence number tells you whom to follow, not that you may land.',
    },
    {
      section: 'Sequence',
      input: `Traffic in sight, number two following the Cherokee, ${S}.`,
      variations: [`Number two, Cherokee in sight, ${S}.`, `Have the Cherokee in sight, number two, ${S}.`],
      output: `${S}, runway one niner, cleared to land.`,
      output_variations: [`${S}, runway one niner, wind two one zero at six, cleared to land.`],
      annotation: 'AIM 4-3-2: say "traffic in sight" only when you see it; otherwise say "looking".',
    },
    {
      section: 'Readback',
      input: `Cleared to land runway one niner, ${S}.`,
      variations: [`Runway one niner, cleared to land, ${S}.`],
      output: `${S}, turn left at Charlie, contact Ground one two one point seven.`,
      output_variations: [
        `${S}, turn left at Charlie when able, contact Ground one two one point seven.`,
        `${S}, negative, runway one niner, cleared to land.`,
      ],
      annotation: 'AIM 4-4-7: read back the landing clearance with the runway number.',
    },
    {
      section: 'Readback',
      input: `Left at Charlie, Ground one two one point seven, ${S}.`,
      variations: [`Turn left at Charlie, contact Ground one two one point seven, ${S}.`],
      output: '',
      output_variations: [`${S}, negative, turn left at Charlie, Ground is one two one point seven.`],
      annotation: 'AIM 4-3-20: exit the runway without delay where told; change to ground when instructed.',
    },
  ],
};

export const goAround: SeedScenario = {
  key: 'go-around',
  name: 'Go-around for a runway incursion',
  script_type: 'voice',
  conversation_display_name: 'Centerville Tower',
  big_picture:
    'The pilot goes around for an aircraft on the runway, reports it and lands on a new clearance.',
  conversation_context:
    'You are Cessna 12345 (say "Cessna One Two Three Four Five") on a half-mile final for runway 19 at ' +
    'Centerville, a Class D airport, already cleared to land. A Piper crosses the hold-short line at taxiway ' +
    'Alpha and stops on the runway. Go around and tell the tower at once, read back the pattern instruction ' +
    'with the runway, describe in plain words what you saw when asked (AIM 4-2-1), report left base as ' +
    'instructed and read back the new landing clearance with the runway (AIM 4-4-7).',
  tags: ['tower', 'runway-safety', 'go-around'],
  caller_profile: controller('female', 'en-US', 'stressed'),
  deep_link: null,
  turns: [
    {
      section: 'Go-around',
      input: `Centerville Tower, ${C}, going around, aircraft on the runway.`,
      variations: [`${C}, going around, traffic on the runway.`],
      output: `${C}, roger, make left closed traffic runway one niner.`,
      output_variations: [`${C}, roger, go around, make left closed traffic runway one niner.`],
      annotation: 'AIM 4-2-1: say what matters first and keep it short: "going around" and why.',
    },
    {
      section: 'Readback',
      input: `Left closed traffic runway one niner, ${C}.`,
      variations: [`Make left closed traffic runway one niner, ${C}.`],
      output: `${C}, say what you observed.`,
      output_variations: [
        `${C}, what did you see on the runway?`,
        `${C}, negative, make left closed traffic runway one niner.`,
      ],
      annotation: 'AIM 4-4-7: read back the runway with the pattern instruction.',
    },
    {
      section: 'Report',
      input: `${C}, a Piper crossed the hold short line at taxiway Alpha and stopped on runway one niner while we were on half-mile final.`,
      variations: [
        `A Piper entered runway one niner from Alpha without stopping at the hold short line while we were on half-mile final, ${C}.`,
      ],
      output: `${C}, thank you. The Piper is clear of the runway now. Report left base.`,
      output_variations: [`${C}, thanks, the runway is clear now. Report left base runway one niner.`],
      annotation: 'AIM 4-2-1: when phraseology does not fit, use plain words that get the message across.',
    },
    {
      section: 'Acknowledgement',
      input: `Report left base, ${C}.`,
      variations: [`Wilco, ${C}.`],
      output: '',
      output_variations: [],
      annotation: 'AIM 4-2-3: acknowledge with your callsign and "wilco" or a short readback.',
    },
    {
      section: 'Position report',
      input: `Centerville Tower, ${C}, left base runway one niner.`,
      variations: [`${C}, left base one niner.`],
      output: `${C}, runway one niner, cleared to land.`,
      output_variations: [`${C}, runway one niner, wind one niner zero at five, cleared to land.`],
      annotation: 'AIM 4-3-2: report the position the tower asked for, with the runway.',
    },
    {
      section: 'Readback',
      input: `Cleared to land runway one niner, ${C}.`,
      variations: [`Runway one niner, cleared to land, ${C}.`],
      output: '',
      output_variations: [`${C}, negative, runway one niner, cleared to land.`],
      annotation: 'AIM 4-4-7: read back the landing clearance with the runway number.',
    },
  ],
};

export const lostCommsReceiver: SeedScenario = {
  key: 'lost-comms-receiver',
  name: 'Lost communications: receiver inoperative',
  script_type: 'chat',
  conversation_display_name: 'Centerville Tower',
  big_picture: 'Arrival with a failed receiver: blind transmissions, squawk 7600 and light-gun signals.',
  conversation_context:
    'You are Cessna 12345 (say "Cessna One Two Three Four Five"). Your receiver has failed but your ' +
    'transmitter still works. You have squawked 7600 and stayed outside the Centerville Class D surface area ' +
    'until you saw traffic landing on runway 19. Now advise the tower of your type, position, altitude and ' +
    'intention to land and ask to be controlled by light signals; at 3 to 5 miles report your position and ' +
    'join the pattern, then report downwind and base (AIM 4-2-13). The tower answers with light signals (AIM ' +
    '4-3-13): steady green, cleared to land; flashing green, return for landing; steady red, give way to other ' +
    'aircraft and continue circling; flashing red, airport unsafe, do not land. In daylight acknowledge by ' +
    'rocking your wings.',
  tags: ['tower', 'lost-communications', 'light-signals'],
  caller_profile: controller('male', 'en-AU'),
  deep_link: null,
  turns: [
    {
      section: 'Blind transmission',
      input: `Centerville Tower, ${C}, receiver inoperative, transmitting in the blind. Cessna One Seventy-Two, eight miles east at three thousand five hundred, squawking seven six zero zero, landing Centerville, request light signals.`,
      variations: [
        `Centerville Tower, ${C}, transmitting in the blind, receiver inoperative, Cessna One Seventy-Two, eight miles east, three thousand five hundred, squawking seven six zero zero, landing, request light gun signals.`,
      ],
      output: '(No reply can be heard. Continue toward the airport and watch the tower.)',
      output_variations: ['(Silence on the frequency. Keep flying toward the airport and watch the tower.)'],
      annotation:
        'AIM 4-2-13: receiver out: type, position, altitude, intention to land, and ask for light signals.',
    },
    {
      section: 'Position report',
      input: `Centerville Tower, ${C}, four miles east, joining left downwind runway one niner.`,
      variations: [`${C}, four miles east, entering left downwind runway one niner.`],
      output: '(From the tower: a steady red light aimed at you.)',
      output_variations: ['(A steady red light shines at you from the tower.)'],
      annotation: 'AIM 4-2-13: at 3 to 5 miles report your position and join the pattern; watch the tower.',
    },
    {
      section: 'Light signal',
      input: `Centerville Tower, ${C}, giving way and continuing to circle, left downwind runway one niner.`,
      variations: [`${C}, continuing to circle, left downwind runway one niner, giving way.`],
      output: '(From the tower: a steady green light.)',
      output_variations: ['(The tower now shows you a steady green light.)'],
      annotation:
        'AIM 4-3-13: a steady red light to an aircraft in flight means give way and continue circling.',
    },
    {
      section: 'Light signal',
      input: `Centerville Tower, ${C}, turning left base runway one niner, landing on the green light.`,
      variations: [`${C}, left base runway one niner, landing on the steady green.`],
      output: '(The light stays steady green. It is daylight: you rock your wings to acknowledge.)',
      output_variations: ['(Steady green again. In daylight you acknowledge by rocking your wings.)'],
      annotation:
        'AIM 4-3-13: steady green in flight means cleared to land; in daylight acknowledge by rocking your wings.',
    },
  ],
};
