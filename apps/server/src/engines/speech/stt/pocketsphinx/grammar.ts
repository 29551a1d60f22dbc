import {
  CONNECTORS,
  DIGIT_WORDS,
  GENERAL_PHRASES,
  GENERAL_WORDS,
  LETTER_WORDS,
  LOOP_EXCLUDED,
  NUMBER_WORDS,
  OPERATOR_WORDS,
  PLAIN_NUMBER_WORDS,
  SIDE_WORDS,
} from './phraseology';
import { toSpokenClauses } from './spoken';

/**
 * The per-question JSGF search (docs/decisions/008-offline-stt.md): a loop over
 * - the expected answer's clauses, every value replaced by a slot (`<number>`, `<alnum>`),
 * - general ATC phraseology with the same slots,
 * - free items: a callsign, a bare value, a single ATC word,
 * so a learner may chain several phrases, and no value is ever fixed: "runway two seven" is
 * heard as such when "three four" is expected.
 *
 * Phrases cost nothing; a free item pays a weight on its first word. Speech that fits a phrase
 * is read as the phrase, and what fits none stays speakable at a price: that stops a breath
 * becoming "eight", "zero" becoming a callsign's "sierra", "point" becoming "five". wilco-ps
 * scales JSGF weights by the language weight, so these are probabilities like an LM's.
 */
export const FREE_WEIGHTS = {
  /** A single ATC content word outside any phrase. */
  word: Math.exp(-8),
  /** A bare number, or one or two phonetic letters, outside any phrase. */
  value: Math.exp(-8),
  /** A callsign outside any phrase: cheaper than a value, dearer than a phrase. */
  callsign: Math.exp(-6),
  /** A joining word ("and", "then") between items. */
  connector: Math.exp(-3),
};

/**
 * ICAO digit forms (tree, fife, fower) are allowed wherever a digit is, but FAA phraseology
 * (docs/product/speech.md, "Decoder settings") says three, five, four: at this weight an
 * ICAO form wins only when it clearly is what was said. At even odds flite's "four five" was
 * heard as "fife five" on every first readback of a callsign (bench:sim, measured). An answer
 * that itself uses an ICAO form keeps it at full weight.
 */
export const ICAO_DIGIT_WEIGHT = Math.exp(-2);
const ICAO_DIGITS = new Set(['tree', 'fife', 'fower']);

const NUMBERS = new Set(NUMBER_WORDS);
const LETTERS = new Set(LETTER_WORDS);
const SIDES = new Set(SIDE_WORDS);
const DECIMAL = new Set(['point', 'decimal']);

/**
 * The slot for one run of values: a callsign starts with a letter and has three characters
 * or more ("N123AB"), other runs with a letter are `<alnum>` (a taxiway, an ATIS letter), a
 * frequency has a decimal point.
 */
function slotFor(run: string[]): string {
  if (LETTERS.has(run[0]!) && run.length >= 3) return '<callsign>';
  if (run.some((w) => LETTERS.has(w))) return '<alnum>';
  return run.some((w) => DECIMAL.has(w)) ? '<frequency>' : '<number>';
}

/** "runway two seven left" → "runway <number> <side>"; runs with letters become `<alnum>`. */
export function toTemplate(words: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) out.push(slotFor(run));
    run = [];
  };
  for (const w of words) {
    if (NUMBERS.has(w) || LETTERS.has(w)) run.push(w);
    else if (SIDES.has(w) && run.length) {
      close();
      out.push('<side>');
    } else {
      close();
      out.push(w);
    }
  }
  close();
  return out;
}

export type BuiltGrammar = { jsgf: string; words: Set<string> };

/** A phrase token without JSGF brackets: "[runway" → "runway", "<side>]]" → "<side>". */
const core = (token: string) => token.replace(/^[[(]+|[\])]+$/g, '');
const isSlot = (token: string) => /^<\w+>$/.test(core(token));
/** JSGF weights are plain decimals (the 0.8 scanner reads no exponent). */
const weight = (p: number) => `/${p.toFixed(12)}/`;
/**
 * An alternation of words at probability `p`; an ICAO digit form takes ICAO_DIGIT_WEIGHT on top
 * unless the expected answer says it (`said`). A word at probability 1 is written bare.
 */
const weighted = (p: number, words: string[], said: ReadonlySet<string> = new Set()) =>
  words
    .map((w) => {
      const q = p * (ICAO_DIGITS.has(w) && !said.has(w) ? ICAO_DIGIT_WEIGHT : 1);
      return q === 1 ? w : `${weight(q)} ${w}`;
    })
    .join(' | ');

/**
 * Drops words the dictionary lacks (pocketsphinx refuses a grammar with one), keeping their
 * brackets so the phrase still parses; an emptied optional part goes too.
 */
function keepKnown(tokens: string[], isKnown: (word: string) => boolean): string {
  return tokens
    .map((t) => (isSlot(t) || isKnown(core(t)) ? t : t.replace(/[^[\]()]/g, '')))
    .join(' ')
    .replace(/\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `isKnown` says whether the recogniser's dictionary has a word; other words are left out. */
export function buildGrammar(expected: string[], isKnown: (word: string) => boolean): BuiltGrammar {
  const expectedClauses = expected.flatMap(toSpokenClauses);
  // A clause of values alone ("7500") is a free item: as a free phrase, a stray value after a
  // number would cost nothing. A callsign is typed enough to stand alone.
  const contentful = (p: string) =>
    p === '<callsign>' || p.split(' ').some((t) => !isSlot(t) && !CONNECTORS.includes(core(t)));
  const templates = expectedClauses.map(toTemplate);
  // An answer with a callsign makes a bare callsign a phrase: a readback ends with it, without
  // the answer's "call sign" label.
  if (templates.some((t) => t.includes('<callsign>'))) templates.push(['<callsign>']);
  const phrases = [
    ...new Set(
      [...templates, ...GENERAL_PHRASES.map((p) => p.split(' '))]
        .map((t) => keepKnown(t, isKnown))
        .filter(contentful),
    ),
  ];
  const words = [
    ...new Set(
      [...GENERAL_WORDS, ...expectedClauses.flat()].filter(
        (w) => !NUMBERS.has(w) && !LETTERS.has(w) && !LOOP_EXCLUDED.has(w) && isKnown(w),
      ),
    ),
  ];
  const spoken = new Set(expectedClauses.flat());
  const numbers = NUMBER_WORDS.filter((w) => isKnown(w) && (!PLAIN_NUMBER_WORDS.has(w) || spoken.has(w)));
  const digits = DIGIT_WORDS.filter(isKnown);
  const letters = LETTER_WORDS.filter(isKnown);
  const operators = OPERATOR_WORDS.filter(isKnown);
  const connectors = CONNECTORS.filter(isKnown);
  const valueWords = numbers.filter((w) => !DECIMAL.has(w));
  const jsgf = [
    '#JSGF V1.0;',
    'grammar wilco;',
    `<digit> = ${weighted(1, digits, spoken)};`,
    `<letter> = ${letters.join(' | ')};`,
    // "x x*", never "x+": sphinxbase loops a "+" back to the state it started from, and a
    // phrase that starts with a slot ("<number> feet") starts at the loop's own state, so "+"
    // would make every number free anywhere in the utterance (measured).
    `<numeral> = ${weighted(1, numbers, spoken)};`,
    `<number> = <numeral> <numeral>*;`,
    `<frequency> = <digit> <digit> <digit> (point | decimal) <digit> [<digit> [<digit>]];`,
    `<alnum> = (<digit> | <letter>) (<digit> | <letter>)*;`,
    `<side> = ${SIDE_WORDS.join(' | ')};`,
    // At least three characters, letters only after the digits: "two seven zero november one
    // two three" cannot become "two seven sierra november ...", nor "seven zero zero" "seven
    // sierra zero".
    `<callsign> = <letter> (<digit> <digit>+ | <digit> <letter> | <letter> <letter>+) [<letter> [<letter>]] | (${operators.join(' | ')}) <digit>+ [<letter> [<letter>]];`,
    `<freecallsign> = (${weighted(FREE_WEIGHTS.callsign, letters)}) (<digit> <digit>+ | <digit> <letter> | <letter> <letter>+) [<letter> [<letter>]]` +
      ` | (${weighted(FREE_WEIGHTS.callsign, operators)}) <digit>+ [<letter> [<letter>]];`,
    `<freevalue> = (${weighted(FREE_WEIGHTS.value, valueWords, spoken)}) <numeral>* [<side>] | (${weighted(FREE_WEIGHTS.value, letters)}) [<letter>];`,
    `<freeword> = ${weighted(FREE_WEIGHTS.word, words)};`,
    `<connector> = ${weighted(FREE_WEIGHTS.connector, connectors)};`,
    `<phrase> = ${phrases.join(' | ')};`,
    'public <utterance> = ([<connector>] (<phrase> | <freecallsign> | <freevalue> | <freeword>))+;',
    '',
  ].join('\n');
  const vocabulary = new Set(
    [...words, ...numbers, ...letters, ...operators, ...SIDE_WORDS, ...connectors].concat(
      phrases.flatMap((p) => p.split(' ').filter((t) => !isSlot(t))).map(core),
    ),
  );
  return { jsgf, words: vocabulary };
}
