import { DECIMAL_WORDS, DIGITS, MULTIPLIERS } from '../../conversation/language/lexicon';
import { tokenize } from '../../conversation/language/tokenize';
import type { Prepared } from './context';

/** Misspellings recognisers produce for number words, folded wherever they stand. */
const ALWAYS: Record<string, string> = {
  tousand: 'thousand',
  thousands: 'thousand',
  tausend: 'thousand',
  hundreds: 'hundred',
  fiver: 'five',
  nineer: 'niner',
};

/** Words that sound like digits; only read as digits beside other digits or after a value word. */
const HOMOPHONES: Record<string, string> = {
  to: 'two',
  too: 'two',
  for: 'four',
  fore: 'four',
  won: 'one',
  ate: 'eight',
  free: 'three',
};

/** Words after which a number is expected ("runway to seven", "squawk for two one three"). */
const VALUE_CUES = new Set(['runway', 'heading', 'squawk', 'squawking', 'code', 'altimeter', 'level']);

const bare = (w: string) =>
  w
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '')
    .replace(/\.$/, '');
const isDigit = (w: string | undefined) => w !== undefined && (w in DIGITS || /^\d$/.test(w));
const isNumberish = (w: string | undefined) =>
  w !== undefined && (isDigit(w) || w in MULTIPLIERS || DECIMAL_WORDS.has(w) || /^\d+$/.test(w));

/**
 * docs/product/simulation-judge.md (normalisation): folds recogniser slips into the words the
 * tokenizer knows, one word for one word so token positions still quote the learner's words.
 * Noise markers ("[inaudible]", "<unk>") become blanks.
 */
export function prepare(text: string): Prepared {
  const words = text.split(/\s+/).filter(Boolean);
  const lowered = words.map(bare);
  const norm = lowered.map((w, i) => {
    if (/^[[<(].*[\])>]$/.test(words[i]!)) return '';
    const fixed = ALWAYS[w];
    if (fixed) return fixed;
    const digit = HOMOPHONES[w];
    if (!digit) return w;
    const prev = lowered[i - 1];
    const next = lowered[i + 1];
    const between = isDigit(prev) && isNumberish(next);
    const cued = prev !== undefined && VALUE_CUES.has(prev) && isDigit(next);
    const multiplied = prev !== undefined && prev in MULTIPLIERS && next !== undefined && next in MULTIPLIERS;
    return between || cued || multiplied ? digit : w;
  });
  const ends = digitGroupEnds(norm);
  // Keep the source punctuation so commas still end spoken numbers.
  const rewritten = words.map((w, i) => {
    if (norm[i] === '') return '_';
    const tail = ends.has(i) ? ',' : '';
    if (norm[i] === lowered[i]) return w + tail;
    return norm[i] + (/[,;:!?.]+$/.exec(w)?.[0] ?? '') + tail;
  });
  return { words, tokens: tokenize(rewritten.join(' ')).tokens, norm };
}

/** How many digits each keyword takes: a recogniser's text has no commas between values. */
const DIGIT_COUNTS: Record<string, number> = {
  heading: 3,
  squawk: 4,
  squawking: 4,
  code: 4,
  altimeter: 4,
  level: 3,
  runway: 2,
};

function digitRun(norm: string[], from: number): number {
  let k = from;
  while (isDigit(norm[k])) k++;
  return k - from;
}

/**
 * Where a run of spoken digits must end: after a keyword's own digits ("heading two seven zero |
 * one two four point three five") and after a frequency's decimals (two, or three on the 25 kHz
 * raster: .x25, .x50, .x75, .x00).
 */
function digitGroupEnds(norm: string[]): Set<number> {
  const ends = new Set<number>();
  norm.forEach((w, i) => {
    const count = DIGIT_COUNTS[w];
    const run = digitRun(norm, i + 1);
    if (count !== undefined) {
      const two = Number(`${DIGITS[norm[i + 1]!] ?? norm[i + 1]}${DIGITS[norm[i + 2]!] ?? norm[i + 2]}`);
      // Runways are 1 to 36: "runway niner five miles" is runway 9.
      const take = w === 'runway' && !(two <= 36) ? 1 : count;
      if (run > take) ends.add(i + take);
    }
    // "six thousand one zero minutes": digits after "thousand" start a new number unless a
    // "hundred" follows them ("four thousand five hundred").
    const afterRun = norm[i + 1 + run];
    if (w === 'thousand' && run > 0 && afterRun !== 'hundred') ends.add(i);
    // "four thousand five hundred four miles": an altitude ends at its hundreds.
    const altitude = norm[i - 2] === 'thousand';
    if (w === 'hundred' && (run > 1 || (run === 1 && altitude))) ends.add(i);
    if (DECIMAL_WORDS.has(w) && digitRun(norm, i - 3) >= 3 && run > 2) {
      const pair = `${DIGITS[norm[i + 2]!]}${DIGITS[norm[i + 3]!]}`;
      const take = run >= 3 && ['00', '25', '50', '75'].includes(pair) ? 3 : 2;
      if (run > take) ends.add(i + take);
    }
  });
  return ends;
}

const FILLERS = new Set(['uh', 'um', 'er', 'erm', 'hmm', 'mm', 'ah', 'eh', 'huh', 'oh']);

/** Something a controller could make sense of: a value, a letter, or a real word. */
export function isIntelligible(p: Prepared): boolean {
  return p.tokens.some(
    (t) => t.kind !== 'word' || (/^[a-z]{2,}$/.test(t.text) && !FILLERS.has(t.text)) || /\d/.test(t.text),
  );
}
