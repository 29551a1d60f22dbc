import type { EvalCase } from '../eval.types';

/** Airspace cases, continued (split in two to keep files small). */
export const cases: EvalCase[] = [
  // airspace-special-use: prohibited no | restricted permission when active | MOA VFR allowed with caution
  {
    question_key: 'airspace-special-use',
    reply:
      "prohibited areas are off limits restricted areas need permission from the controlling agency when they're active and moas you can never enter as a vfr pilot",
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'airspace-special-use',
    reply:
      "P-areas like P-56 are a flat no. Restricted areas are fine when cold, but when hot I need the using agency's OK. A MOA I may fly through VFR, but I'd check if it's active and keep a sharp lookout.",
    kind: 'paraphrase',
    expected: [true, true, true],
  },
  {
    question_key: 'airspace-special-use',
    reply: "i'd check the sectional legend and ask my instructor about it",
    kind: 'off-topic',
    expected: [false, false, false],
  },

  // vfr-min-class-b: 3 SM | clear of clouds
  {
    question_key: 'vfr-min-class-b',
    reply: 'three statute miles and clear of clouds',
    kind: 'spoken-numbers',
    expected: [true, true],
  },
  {
    question_key: 'vfr-min-class-b',
    reply: 'one mile visibility and clear of clouds',
    kind: 'wrong-value',
    expected: [false, true],
  },
  {
    question_key: 'vfr-min-class-b',
    reply: "hmm i believe it's three miles and just clear of clouds",
    kind: 'hedge',
    expected: [true, true],
  },

  // vfr-min-class-c-d-e: 3 SM | 500 below | 1,000 above | 2,000 horizontal
  {
    question_key: 'vfr-min-class-c-d-e',
    reply:
      'three miles visibility five hundred feet below one thousand feet above and two thousand feet horizontal',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'vfr-min-class-c-d-e',
    reply: 'two thousand horizontal a thousand above five hundred below and three miles visibility',
    kind: 'word-order',
    expected: [true, true, true, true],
  },
  {
    question_key: 'vfr-min-class-c-d-e',
    reply: 'three miles with one thousand below five hundred above and two thousand horizontal',
    kind: 'wrong-value',
    expected: [true, false, false, true],
    note: 'Below and above are swapped: the values are right but attached to the wrong side of the cloud.',
  },
  {
    question_key: 'vfr-min-class-c-d-e',
    reply:
      'three mile visibility five hundred below thousand above two thousand horizontal from the the clouds',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },

  // vfr-min-class-e-high: 5 SM | 1,000 below | 1,000 above | 1 SM horizontal
  {
    question_key: 'vfr-min-class-e-high',
    reply: 'five miles a thousand below a thousand above and two thousand feet horizontal',
    kind: 'wrong-value',
    expected: [true, true, true, false],
    note: 'At or above 10,000 MSL the horizontal distance is 1 statute mile, not 2,000 feet.',
  },
  {
    question_key: 'vfr-min-class-e-high',
    reply: 'five statute miles one thousand below one thousand above and one statute mile horizontally',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'vfr-min-class-e-high',
    reply: 'three miles visibility one thousand below one thousand above one mile horizontal',
    kind: 'wrong-value',
    expected: [false, true, true, true],
  },
  {
    question_key: 'vfr-min-class-e-high',
    reply: 'five mile and thousand below thousand above and one mile horizontal',
    kind: 'asr-slip',
    expected: [true, true, true, true],
  },

  // vfr-min-class-g-day-low: 1 SM | clear of clouds
  {
    question_key: 'vfr-min-class-g-day-low',
    reply: "one mile visibility and you don't have to stay clear of clouds",
    kind: 'negation',
    expected: [true, false],
  },
  {
    question_key: 'vfr-min-class-g-day-low',
    reply: 'one statute mile and clear of clouds',
    kind: 'correct',
    expected: [true, true],
  },

  // vfr-min-class-g-night-low: 3 SM | 500 below | 1,000 above | 2,000 horizontal | pattern exception
  {
    question_key: 'vfr-min-class-g-night-low',
    reply: 'three miles five hundred below one thousand above two thousand horizontal',
    kind: 'partial',
    expected: [true, true, true, true, false],
  },
  {
    question_key: 'vfr-min-class-g-night-low',
    reply:
      'three miles and the usual five hundred below thousand above two thousand horizontal and in the pattern within two miles of the runway you can do one mile clear of clouds',
    kind: 'wrong-value',
    expected: [true, true, true, true, false],
    note: 'The traffic pattern exception applies within one-half mile of the runway, not two miles.',
  },
  {
    question_key: 'vfr-min-class-g-night-low',
    reply:
      'three statute miles five hundred below one thousand above two thousand horizontal except in the traffic pattern within half a mile of the runway where one mile and clear of clouds is ok',
    kind: 'correct',
    expected: [true, true, true, true, true],
  },

  // vfr-min-class-g-day-high: 1 SM | 500 below | 1,000 above | 2,000 horizontal
  {
    question_key: 'vfr-min-class-g-day-high',
    reply: 'one mile visibility and five hundred below one thousand above two thousand horizontal',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'vfr-min-class-g-day-high',
    reply: 'i guess one mile and the standard five hundred below thousand above two thousand horizontal',
    kind: 'hedge',
    expected: [true, true, true, true],
  },
  {
    question_key: 'vfr-min-class-g-day-high',
    reply: 'one mile five hundred below five hundred above and two thousand horizontal',
    kind: 'wrong-value',
    expected: [true, true, false, true],
    note: 'Above clouds it is 1,000 feet, not 500.',
  },

  // vfr-surface-area-ceiling: no | ceiling >= 1,000 | ground visibility >= 3 SM | special VFR
  {
    question_key: 'vfr-surface-area-ceiling',
    reply:
      "no i can't because the ceiling has to be at least a thousand feet and visibility three miles and special vfr is not an option at a class d",
    kind: 'negation',
    expected: [true, true, true, false],
    note: 'Special VFR is available in a Class D surface area; the reply denies it.',
  },
  {
    question_key: 'vfr-surface-area-ceiling',
    reply:
      'no the ceiling needs to be at least fifteen hundred feet and visibility three miles but i could ask for special vfr',
    kind: 'wrong-value',
    expected: [true, false, true, true],
    note: 'The surface-area ceiling minimum is 1,000 feet, not 1,500.',
  },
  {
    question_key: 'vfr-surface-area-ceiling',
    reply:
      "Not under basic VFR. In the surface area I need a ceiling of 1,000 feet or more and 3 statute miles ground visibility. I'd ask the tower for special VFR.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },

  // vfr-special-vfr: ATC clearance in a surface area below 10,000 | clear of clouds | 1 SM | night: instrument rating + IFR aircraft
  {
    question_key: 'vfr-special-vfr',
    reply:
      "it's a clearance from atc to operate in the surface area below vfr minimums you stay clear of clouds with one mile visibility",
    kind: 'partial',
    expected: [true, true, true, false],
    note: 'Subanswer 1 also mentions "below 10,000 MSL"; the seeded example accepts the clearance and surface area without it.',
  },
  {
    question_key: 'vfr-special-vfr',
    reply:
      'an atc clearance to fly in the surface area below basic vfr you need three miles visibility and clear of clouds and at night an instrument rating and an ifr airplane',
    kind: 'wrong-value',
    expected: [true, true, false, true],
    note: 'Special VFR needs 1 statute mile, not 3.',
  },
  {
    question_key: 'vfr-special-vfr',
    reply:
      "an atc clearance in the surface area stay clear of clouds with one mile visibility and at night you don't need an instrument rating",
    kind: 'negation',
    expected: [true, true, true, false],
  },
];
