/**
 * Labelled evaluation set for the rubric assessor.
 *
 * Each case is one learner reply to one seeded question, labelled the way a fair, careful FAA examiner
 * would judge it: one boolean per subanswer of that question, in order.
 */

/** What a case is testing; a case has exactly one kind, its main difficulty. */
export type EvalKind =
  /** A complete, plainly worded answer. */
  | 'correct'
  /** The right ideas in the learner's own words, without the rubric's key terms. */
  | 'paraphrase'
  /** Numbers as a speech recogniser writes them: "twenty five hundred", "one twenty four eighty five". */
  | 'spoken-numbers'
  /** ICAO radio digits: "niner", "tree", "fife", "fower", "decimal", "flight level two four zero". */
  | 'icao-digits'
  /** A speech-recogniser slip a careful human would still read correctly ("squak", "will co", "clearence"). */
  | 'asr-slip'
  /** Some subanswers conveyed, others missing. */
  | 'partial'
  /** A wrong number or identifier (runway, altitude, heading, frequency, squawk, hours, days, miles, feet). */
  | 'wrong-value'
  /** The reply names the idea but denies it ("you do not need a clearance"). */
  | 'negation'
  /** Hesitant wording ("um I think it's about three miles") that still conveys the idea. */
  | 'hedge'
  /** The readback or list elements in a different order. */
  | 'word-order'
  /** Nothing to do with the question. */
  | 'off-topic'
  /** One letter of a value changed: a taxiway, a callsign suffix, a fix, an ATIS code. Must be rejected. */
  | 'wrong-letter'
  /** A descriptor turned into its opposite (odd / even, left / right, above / below, steady / flashing). Must be rejected. */
  | 'opposite'
  /** A callsign written as digits and letters ("Cessna 123AB", "N123AB") or with or without its "N" prefix. */
  | 'callsign-form'
  /** Recogniser homophones for digits: "to" for two, "for" for four, "won", "ate", "tree", "fife", "niner". */
  | 'homophone'
  /** The same value in another unit or form: 2 years for 24 months, 0.5 for 50 percent, "half". */
  | 'equivalent'
  /** Every required item plus one more correct item (a mnemonic said in full). */
  | 'extra-item';

export const EVAL_KINDS: readonly EvalKind[] = [
  'correct',
  'paraphrase',
  'spoken-numbers',
  'icao-digits',
  'asr-slip',
  'partial',
  'wrong-value',
  'negation',
  'hedge',
  'word-order',
  'off-topic',
  'wrong-letter',
  'opposite',
  'callsign-form',
  'homophone',
  'equivalent',
  'extra-item',
];

/** Kinds whose cases carry a wrong value: accepting one of their false labels is a wrong value accepted. */
export const WRONG_VALUE_KINDS: readonly EvalKind[] = ['wrong-value', 'wrong-letter', 'opposite'];

export type EvalCase = {
  /** SeedQuestion.key */
  question_key: string;
  /** What the learner said or typed; voice replies as a recogniser outputs them (lower case, no punctuation). */
  reply: string;
  kind: EvalKind;
  /** One label per subanswer of the question, in order: does the reply convey it? */
  expected: boolean[];
  /** Why, when not obvious. */
  note?: string;
};
