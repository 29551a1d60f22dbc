import type { EvalCase } from '../eval.types';

/** Radio communication and ATC procedures, other than readbacks (ppl.radio.01 to .08). */
export const cases: EvalCase[] = [
  // radio-number-pronunciation: tree | fife | niner | why
  {
    question_key: 'radio-number-pronunciation',
    reply: "three is tree five is fife and nine is niner so numbers don't get mixed up on a noisy radio",
    kind: 'correct',
    expected: [true, true, true, true],
  },
  {
    question_key: 'radio-number-pronunciation',
    reply: 'three is tree and nine is niner and five is just five',
    kind: 'partial',
    expected: [true, false, true, false],
  },
  {
    question_key: 'radio-number-pronunciation',
    reply: 'the weather was really nice today',
    kind: 'off-topic',
    expected: [false, false, false, false],
  },

  // radio-altitude-phrasing: 4,500 | 12,500 | FL190 | rule
  {
    question_key: 'radio-altitude-phrasing',
    reply:
      'four thousand five hundred then one two thousand five hundred and flight level one niner zero because above niner thousand niner hundred you say each digit before thousand and flight levels start at one eight thousand',
    kind: 'icao-digits',
    expected: [true, true, true, true],
  },
  {
    question_key: 'radio-altitude-phrasing',
    reply: 'four thousand five hundred and twelve thousand five hundred and flight level one niner zero',
    kind: 'partial',
    expected: [true, false, true, false],
    note: '12,500 must be spoken "one two thousand five hundred".',
  },
  {
    question_key: 'radio-altitude-phrasing',
    reply: 'fower thousand fife hundred one two thousand fife hundred and flight level one niner zero',
    kind: 'icao-digits',
    expected: [true, true, true, false],
    note: '"fower" and "fife" are the ICAO pronunciations, so the altitudes are right.',
  },

  // radio-abbreviated-callsign: full call sign first | only after the controller | prefix + last three
  {
    question_key: 'radio-abbreviated-callsign',
    reply:
      "after the first call i can abbreviate it myself i don't have to wait for the controller to do it november three four alpha",
    kind: 'negation',
    expected: [true, false, true],
    note: '"After the first call" implies the full call sign on initial contact, as in the seeded example.',
  },
  {
    question_key: 'radio-abbreviated-callsign',
    reply: 'full call sign on the first call and once atc shortens it i can too so november four alpha',
    kind: 'wrong-value',
    expected: [true, true, false],
    note: 'The abbreviation keeps the last three characters: three four alpha.',
  },
  {
    question_key: 'radio-abbreviated-callsign',
    reply:
      'Initial call always with the full November one two three four alpha. Only once the controller uses a shortened version can I do it myself: November three four alpha, or Cessna three four alpha.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },

  // radio-roger-wilco: roger | wilco | affirmative | roger is not an answer
  {
    question_key: 'radio-roger-wilco',
    reply:
      'roger means i received your last transmission will co means i will comply affirmative means yes and you answer yes or no questions with affirmative not roger',
    kind: 'asr-slip',
    expected: [true, true, true, true],
    note: '"will co" is the recogniser splitting wilco.',
  },
  {
    question_key: 'radio-roger-wilco',
    reply:
      "roger means i got all of it wilco means i understand and will comply affirmative means yes and it doesn't matter if you answer a yes or no question with roger or affirmative",
    kind: 'negation',
    expected: [true, true, true, false],
  },
  {
    question_key: 'radio-roger-wilco',
    reply: 'wilco is i will comply and affirmative is yes',
    kind: 'partial',
    expected: [false, true, true, false],
  },

  // radio-initial-contact: facility | full call sign | position and altitude | request with ATIS
  {
    question_key: 'radio-initial-contact',
    reply:
      "Who I'm talking to, who I am, where I am and what I want. For example: Columbia Tower, Cessna six one two romeo, eight miles north at two thousand five hundred, landing with information Delta.",
    kind: 'paraphrase',
    expected: [true, true, true, true],
  },
  {
    question_key: 'radio-initial-contact',
    reply: "the tower's name my tail number and that i want to land with the atis code",
    kind: 'partial',
    expected: [true, true, false, true],
  },
  {
    question_key: 'radio-initial-contact',
    reply:
      "um the facility i'm calling then my full call sign uh where i am and my altitude and what i want and the atis letter i think",
    kind: 'hedge',
    expected: [true, true, true, true],
  },

  // radio-atis: recorded broadcast | phonetic letter | "with information X"
  {
    question_key: 'radio-atis',
    reply:
      "it's a continuous recorded broadcast of weather and runway info each update gets a new letter but you don't need to tell atc you have it",
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'radio-atis',
    reply:
      'automatic terminal information service a continuous recorded broad cast with the weather and active runway each one has a phonetic letter and i say with information charlie on first contact',
    kind: 'asr-slip',
    expected: [true, true, true],
  },

  // radio-two-way-comms-established: no, remain outside | no call sign | call sign + standby is enough
  {
    question_key: 'radio-two-way-comms-established',
    reply:
      "no they didn't use my call sign so i stay out and even if they had said my call sign with standby i still couldn't go in",
    kind: 'negation',
    expected: [true, true, false],
  },
  {
    question_key: 'radio-two-way-comms-established',
    reply: "i'd say no i'd stay outside because they didn't say my call sign i think",
    kind: 'hedge',
    expected: [true, true, false],
  },
  {
    question_key: 'radio-two-way-comms-established',
    reply:
      'Negative. "Aircraft calling" means they didn\'t identify me, so no two-way comms yet and I hold outside the Charlie. Had they used my tail number, even with a standby, I could go in.',
    kind: 'paraphrase',
    expected: [true, true, true],
  },

  // radio-ctaf-self-announce: 10 miles | downwind, base, final | leaving runway | departing
  {
    question_key: 'radio-ctaf-self-announce',
    reply:
      "inbound about twenty five miles out then downwind base and final and when i'm clear of the runway and when departing before taxi and before taking the runway",
    kind: 'wrong-value',
    expected: [false, true, true, true],
    note: 'The inbound call is about 10 miles out.',
  },
  {
    question_key: 'radio-ctaf-self-announce',
    reply:
      'ten miles out when inbound entering downwind base and final and leaving the runway and before taxiing and before taxiing onto the runway for departure',
    kind: 'spoken-numbers',
    expected: [true, true, true, true],
  },
  {
    question_key: 'radio-ctaf-self-announce',
    reply: 'ten miles out and on downwind base and final',
    kind: 'partial',
    expected: [true, true, false, false],
  },
];
