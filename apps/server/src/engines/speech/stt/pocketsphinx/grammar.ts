import {
  PLAIN_NUMBER_WORDS,
  GENERAL_PHRASES,
  GENERAL_WORDS,
  LETTER_WORDS,
  LOOP_EXCLUDED,
  NUMBER_WORDS,
  SIDE_WORDS,
} from './phraseology';
import { toSpokenClauses } from './spoken';

/**
 * The per-question JSGF search (docs/decisions/008-offline-stt.md): a loop over
 * - the expected answer's clauses, every value replaced by a slot (`<number>`, `<alnum>`),
 * - general ATC phraseology with the same slots,
 * - free values and single ATC content words,
 * so a learner may chain several phrases, and no value is ever fixed: "runway two seven" is
 * heard as such when "three four" is expected. (pocketsphinx 0.8 all but ignores JSGF weights
 * inside a loop, measured; the structure alone carries the bias.)
 */
const NUMBERS = new Set(NUMBER_WORDS);
const LETTERS = new Set(LETTER_WORDS);
const SIDES = new Set(SIDE_WORDS);
/** Joining words a learner puts between phrases; none sounds like a digit (unlike to, for). */
const CONNECTORS = ['and', 'then', 'or', 'the', 'of', 'with'];

/** "runway two seven left" → "runway <number> <side>"; runs with letters become `<alnum>`. */
export function toTemplate(words: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) out.push(run.some((w) => LETTERS.has(w)) ? '<alnum>' : '<number>');
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

const isSlot = (w: string) => /^\[?<\w+>\]?$/.test(w) || w === '[feet]' || w === '[knots]';
const bare = (w: string) => w.replace(/^\[|\]$/g, '');

/** `isKnown` says whether the recogniser's dictionary has a word; other words are left out. */
export function buildGrammar(expected: string[], isKnown: (word: string) => boolean): BuiltGrammar {
  const keep = (t: string[]) => t.filter((w) => isSlot(w) || isKnown(w));
  const expectedClauses = expected.flatMap(toSpokenClauses);
  const phrases = [
    ...new Set(
      [...expectedClauses.map((c) => keep(toTemplate(c))), ...GENERAL_PHRASES.map((p) => keep(p.split(' ')))]
        .filter((t) => t.length > 0)
        .map((t) => t.join(' ')),
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
  const letters = LETTER_WORDS.filter(isKnown);
  const jsgf = [
    '#JSGF V1.0;',
    'grammar wilco;',
    `<number> = (${numbers.join(' | ')})+;`,
    `<alnum> = (${[...numbers, ...letters].join(' | ')})+;`,
    `<side> = ${SIDE_WORDS.join(' | ')};`,
    `<word> = ${words.join(' | ')};`,
    `<connector> = ${CONNECTORS.join(' | ')};`,
    `public <utterance> = ([<connector>] (${[...phrases, '<alnum> [<side>]', '<word>'].join(' | ')}))+;`,
    '',
  ].join('\n');
  const vocabulary = new Set([
    ...words,
    ...numbers,
    ...letters,
    ...SIDE_WORDS,
    ...CONNECTORS,
    ...phrases.flatMap((p) => p.split(' ').filter((w) => !isSlot(w))).map(bare),
  ]);
  return { jsgf, words: vocabulary };
}
