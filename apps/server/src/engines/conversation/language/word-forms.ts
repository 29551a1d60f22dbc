/**
 * Word forms the suffix stemmer (assessor/words.ts) cannot reach by cutting an ending
 * (docs/product/assessor.md, "Equivalent forms"): irregular past forms and participles ("lost",
 * "gave", "given", "flown"), the noun "loss", a doubled final consonant before "-ed" / "-ing"
 * ("planned", "stopping") and the "e" a short verb drops before them ("rated", "rating" for
 * "rate"). Pure functions over lower-case words.
 */

/**
 * Irregular forms and their base. Left out on purpose: forms that are values or other words in
 * aviation ("left" is a side, "broken" a cloud cover, "lit" and "light" weigh otherwise, "found"
 * founds, "saw" and "rose" are nouns too often to matter).
 */
const IRREGULAR: Record<string, string> = {
  lost: 'lose',
  loss: 'lose',
  losses: 'lose',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  made: 'make',
  flew: 'fly',
  flown: 'fly',
  flies: 'fly',
  flying: 'fly',
  held: 'hold',
  kept: 'keep',
  seen: 'see',
  chose: 'choose',
  chosen: 'choose',
  froze: 'freeze',
  frozen: 'freeze',
  sank: 'sink',
  sunk: 'sink',
  fell: 'fall',
  fallen: 'fall',
  drove: 'drive',
  driven: 'drive',
  wrote: 'write',
  written: 'write',
  began: 'begin',
  begun: 'begin',
  knew: 'know',
  known: 'know',
  thought: 'think',
  caught: 'catch',
  meant: 'mean',
  felt: 'feel',
  brought: 'bring',
  went: 'go',
  gone: 'go',
  came: 'come',
  told: 'tell',
  said: 'say',
  paid: 'pay',
  blew: 'blow',
  blown: 'blow',
  grew: 'grow',
  grown: 'grow',
  threw: 'throw',
  thrown: 'throw',
  drew: 'draw',
  drawn: 'draw',
  sent: 'send',
  spent: 'spend',
  spun: 'spin',
  stood: 'stand',
  built: 'build',
  understood: 'understand',
  forgot: 'forget',
  forgotten: 'forget',
  wore: 'wear',
  worn: 'wear',
};

/** The base of an irregular form, or undefined for a word the suffix rules handle. */
export const irregularBase = (word: string): string | undefined => IRREGULAR[word];

/** Endings after which a short verb's final "e" or doubled consonant shows ("rated", "planned"). */
const VERB_ENDINGS = ['ing', 'ed', 'es'] as const;
/** A doubled final consonant that belongs to the ending, not the word ("plann", "stopp"). */
const DOUBLED = /([bdgmnprt])\1$/;
/** The shape of a short verb that dropped its "e": "rat" of "rated", "us" of "using". */
const DROPPED_E = /^([^aeiou][aeiou]|[aeiou])[^aeiouwxy]$/;

/**
 * The base a verb ending leaves behind, when cutting it is not enough: a doubled consonant undone
 * ("planned" → "plan", "stopping" → "stop") or a dropped "e" put back ("rated", "rating" →
 * "rate", "used" and "using" → "use"). Undefined when neither applies.
 */
export function verbBase(word: string): string | undefined {
  for (const ending of VERB_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // "adding": a three-letter word keeps its own double ("add").
    if (ending !== 'es' && DOUBLED.test(stem)) return stem.length >= 4 ? stem.slice(0, -1) : stem;
    if (DROPPED_E.test(stem)) return `${stem}e`;
  }
  return undefined;
}
