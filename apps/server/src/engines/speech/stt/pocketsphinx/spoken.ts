/**
 * Turns written answer text ("Climb 4,500, heading 270, N123AB, 124.85") into the words a
 * pilot says, so expected answers can become recogniser phrases.
 */
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const LETTER_WORDS: Record<string, string> = Object.fromEntries(
  'alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'
    .split(' ')
    .map((w) => [w[0]!, w]),
);

const SIDES: Record<string, string> = { l: 'left', r: 'right', c: 'center' };

const digits = (s: string) => [...s].map((d) => DIGIT_WORDS[Number(d)]!);

/** ATC says round altitudes in thousands and hundreds ("four thousand five hundred"), other numbers digit by digit. */
function sayNumber(token: string): string[] {
  const [whole = '', fraction] = token.replace(/,(?=\d{3}\b)/g, '').split('.');
  if (fraction !== undefined) return [...digits(whole), 'point', ...digits(fraction)];
  const n = Number(whole);
  if (n >= 1000 && n % 100 === 0 && whole.length <= 5 && !whole.startsWith('0')) {
    const thousands = Math.floor(n / 1000);
    const hundreds = (n % 1000) / 100;
    return [
      ...(thousands >= 10 ? digits(String(thousands)) : [DIGIT_WORDS[thousands]!]),
      'thousand',
      ...(hundreds ? [DIGIT_WORDS[hundreds]!, 'hundred'] : []),
    ];
  }
  return digits(whole);
}

/** A mixed token like "n123ab" is a registration: letters in the phonetic alphabet, digits one by one. */
const spell = (token: string) =>
  [...token].map((c) => (/\d/.test(c) ? DIGIT_WORDS[Number(c)]! : LETTER_WORDS[c]!));

/** Splits text into clauses (commas, sentence ends, brackets) of spoken lower-case words. */
export function toSpokenClauses(text: string): string[][] {
  const cleaned = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bx-ray\b/g, 'xray')
    .replace(/\bfl\s?(\d{2,3})\b/g, 'flight level $1')
    .replace(/\brwy\b/g, 'runway')
    // "runway 16L" is "runway one six left", not a registration spelled "one six lima".
    .replace(/\b(runway\s+)(\d{1,2})([lrc])\b/g, (_, runway: string, n: string, side: string) => {
      return `${runway}${n} ${SIDES[side]!}`;
    });
  return cleaned
    .split(/[;:!?()[\]]|[.,](?!\d)/)
    .map((clause) =>
      (clause.match(/[a-z]*\d[\d,.]*[a-z\d]*|[a-z][a-z']*/g) ?? []).flatMap((token) => {
        if (/^[\d,.]+$/.test(token)) return sayNumber(token.replace(/[.,]$/, ''));
        if (/\d/.test(token)) return spell(token.replace(/[^a-z\d]/g, ''));
        return [token];
      }),
    )
    .filter((words) => words.length > 0);
}

export const toSpokenWords = (text: string) => toSpokenClauses(text).flat();
