import { ICAO_DIGIT_WORDS, VALUE_DESCRIPTORS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import type { Reply, SubanswerPattern } from './match-reply';
import { isContentWord, isNegation, sameWord } from './words';

/** Words that open a condition: a negation after one is part of the condition ("if the flight cannot be completed"). */
const CONDITION_OPENERS = new Set(['if', 'unless', 'when', 'whenever', 'once']);

/**
 * docs/product/assessor.md, "Negation, split words and short items": whether an item states a
 * denial ("Roger is not an answer to a yes/no question"), so that a reply must deny too. A
 * negation inside a condition of the item ("Alternatives if the flight cannot be completed")
 * denies nothing the learner has to repeat.
 */
export function statesDenial(tokens: Token[], clauseOf: (t: Token) => number): boolean {
  return tokens.some((t, i) => isNegation(t) && !inCondition(tokens, i, clauseOf));
}

/** Whether the item holds a negation inside a condition: the reply may say that condition with one too. */
export function deniesInCondition(tokens: Token[], clauseOf: (t: Token) => number): boolean {
  return tokens.some((t, i) => isNegation(t) && inCondition(tokens, i, clauseOf));
}

function inCondition(tokens: Token[], i: number, clauseOf: (t: Token) => number): boolean {
  for (let k = i - 1; k >= 0 && clauseOf(tokens[k]!) === clauseOf(tokens[i]!); k--)
    if (CONDITION_OPENERS.has(tokens[k]!.text)) return true;
  return false;
}

/** How far after a label its example may follow, in tokens. */
export const EXAMPLE_REACH = 6;

/**
 * An item written "Label: definition (example, example…)" ("Hypemic: blood cannot carry oxygen
 * (CO, anemia, blood donation)"): its label and the content words of each example. Null for any
 * other item.
 */
export function labelWithExamples(
  text: string,
  words: (t: string) => string[],
): { label: string[]; examples: string[][] } | null {
  const m = /^([^:(]+):[^(]*\(([^)]*)\)/.exec(text);
  if (!m) return null;
  const label = words(m[1]!);
  const examples = m[2]!
    .split(',')
    .map(words)
    .filter((e) => e.length > 0);
  return label.length >= 1 && label.length <= 2 && examples.length >= 2 ? { label, examples } : null;
}

/** Each number of an item with the word it counts ("30 knots", "one wingspan"). */
export function valueNounsOf(tokens: Token[]): { value: number; noun: string }[] {
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1];
    return t.kind === 'number' && t.value !== undefined && next && isContentWord(next)
      ? [{ value: t.value, noun: next.text }]
      : [];
  });
}

/**
 * A reply that counts the same thing as the item with another number ("twenty knots" for "30
 * knots", "two wingspans" for "one wingspan") gives a wrong value, whatever else it says.
 */
export function countsOtherwise(nouns: { value: number; noun: string }[], reply: Reply): boolean {
  return nouns.some(({ value, noun }) =>
    reply.tokens.some((t, i) => {
      const next = reply.tokens[i + 1];
      return t.kind === 'number' && t.value !== value && !!next && sameWord(next.text, noun);
    }),
  );
}

/**
 * A two-word item whose second word other items of the question share ("Airworthiness
 * certificate", "Registration certificate") is named by its own word: in a list, "airworthiness,
 * registration" names both. Items with values or a label keep every word.
 */
export function markSharedWords(patterns: SubanswerPattern[], texts: string[]): void {
  patterns.forEach((p, n) => {
    const own = p.phrasings[0] ?? [];
    if (own.length !== 2 || p.values.length > 0 || texts[n]!.includes(':')) return;
    const others = patterns.filter((_, k) => k !== n).flatMap((o) => o.phrasings[0] ?? []);
    const shared = own.filter((w) => others.some((o) => sameWord(o, w)));
    if (shared.length === 1) p.shared = shared;
  });
}

/** Filler words of rubric items that name no idea of their own ("Establish best glide speed"). */
export const FILLER_WORDS = new Set([
  'establish',
  'choose',
  'select',
  'suitable',
  'sufficient',
  'enough',
  'all',
  'concerning',
  'authorized',
  'causing',
  'avoid',
  // Light verbs that carry no idea of their own ("Seek medical help", "Apply full carburetor heat").
  'apply',
  'seek',
  'need',
  'make',
  'get',
  // "Runs to the end of the last calendar month": the end is what it says.
  'runs',
  // Headings of a list item ("Symptoms: dizziness, tingling…").
  'symptoms',
  'treatment',
]);

/** A question that asks the learner to read a quoted clearance back. */
const READ_BACK = /\bread (it|this|that) back\b/i;

/** Words that join a term to its meaning ("Wilco means I will comply"). */
export const LINKING_WORDS = new Set(['means', 'mean', 'meaning', 'stands', 'refers']);

/**
 * docs/product/assessor.md, "Words the question already says": a learner need not repeat the
 * question ("aircraft" and "right-of-way" when asked who has the right-of-way) nor a rubric's
 * filler verb ("establish"), so an item is judged on its other words. Words that pick a value
 * ("higher", "right") stay. An item left with one word of its own is still judged on all its
 * words, once that word is said: one word is a topic, not an idea ("What about facility?").
 */
export function markQuestionWords(patterns: SubanswerPattern[], question: string): void {
  // A readback repeats the clearance: its quoted words are what the learner must say, not words
  // the question already says ("Tampa Departure" of "contact Tampa Departure …").
  const readBack = READ_BACK.test(question);
  const clearance = readBack
    ? tokenize((question.match(/"[^"]*"/g) ?? []).join(' '))
        .tokens.filter(isContentWord)
        .map((t) => t.text)
    : [];
  // "Center tells you: "… contact Memphis Center …"": a word of the clearance is still to be said.
  const asked = tokenize(readBack ? question.replace(/"[^"]*"/g, ' ') : question)
    .tokens.filter(isContentWord)
    .map((t) => t.text)
    .filter((w) => !clearance.some((c) => sameWord(c, w)));
  for (const p of patterns) {
    const own = p.phrasings[0] ?? [];
    const linking = p.phrasings
      .slice(1)
      .flat()
      .filter((w) => LINKING_WORDS.has(w) || asked.some((a) => sameWord(a, w)));
    if (linking.length > 0) p.linking = [...new Set(linking)];
    if (p.values.length > 0 || own.length < 2) continue;
    const given = own.filter(
      (w) =>
        !VALUE_DESCRIPTORS.has(w) &&
        antonymsOf(w).length === 0 &&
        (FILLER_WORDS.has(w) || asked.some((a) => sameWord(a, w))),
    );
    if (given.length > 0 && given.length < own.length) p.given = given;
  }
}

/** The temperature scales a value may be given in. */
const SCALES = ['celsius', 'fahrenheit'];

/**
 * An aside giving the value in another temperature scale ("Divide by 2.5 °C (4.4 °F)") is that
 * value only in its own scale: the reply must name the scale. Empty for any other aside.
 */
export function otherScale(aside: Token[], main: Token[]): { scale?: string } {
  const scale = aside.find((t) => SCALES.includes(t.text))?.text;
  return scale && !main.some((t) => t.text === scale) ? { scale } : {};
}

/** Whether the reply names the scale right after a value it gives: "4.4 degrees fahrenheit". */
export function scaleSaid(scale: string, reply: Reply, hits: number[]): boolean {
  return hits.some((h) =>
    reply.tokens
      .slice(h + 1, h + 3)
      .some((t) => t.text === scale || (scale === 'fahrenheit' && t.text === 'f')),
  );
}

/**
 * docs/product/assessor.md, "Values must match exactly": the ICAO pronunciations an item quotes
 * ("Five is "fife"", "Nine is "niner"") are what the learner must say; the plain digit ("five")
 * or another word ("fiver") is not the pronunciation asked for.
 */
export function spokenFormsOf(text: string): string[] {
  return [...text.matchAll(/["“]([a-z]+)["”]/gi)]
    .map((m) => m[1]!.toLowerCase())
    .filter((w) => ICAO_DIGIT_WORDS.has(w));
}

/** Whether the reply says every quoted pronunciation word for word. */
export function saysSpokenForms(forms: string[], reply: Reply): boolean {
  const said = new Set(reply.words.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')));
  return forms.every((f) => said.has(f));
}

/** Plain digit words and the ICAO or recogniser forms that say them. */
const PLAIN_FORMS: Record<string, string> = {
  tree: 'three',
  fower: 'four',
  fife: 'five',
  niner: 'nine',
  wun: 'one',
  tousand: 'thousand',
};
const NUMBER_WORDS = new Set([
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'hundred',
  'thousand',
  'flight',
  'level',
  ...Object.keys(PLAIN_FORMS),
]);

/**
 * docs/product/assessor.md, "Values must match exactly": a pronunciation an item quotes as
 * several words ("12,500: "one two thousand five hundred"", "flight level one niner zero") is
 * the form asked for, not only its value: "twelve thousand five hundred" is not it.
 */
export function quotedPronunciations(text: string): string[][] {
  return [...text.matchAll(/["“]([^"”]+)["”]/g)]
    .map((m) => m[1]!.toLowerCase().split(/\s+/).filter(Boolean))
    .filter((words) => words.length >= 2 && words.every((w) => NUMBER_WORDS.has(w)));
}

/**
 * A spoken example an item quotes in its aside ("Prefix plus last three characters ("November
 * three four alpha")"), as its words; null when the aside quotes none of two words or more. Said
 * word for word, it is the item said ("… it becomes november three four alpha").
 */
export function quotedExampleOf(text: string): string[] | null {
  const m = /\([^)]*["“]([^"”]+)["”][^)]*\)/.exec(text);
  const words = m ? m[1]!.toLowerCase().split(/\s+/).filter(Boolean) : [];
  return words.length >= 2 ? words : null;
}

/** Where the reply says a quoted example word for word (its first word's index), or -1. */
export function quotedAt(quoted: string[], reply: Reply): number {
  const said = reply.words.map((w) => w.toLowerCase().replace(/[^a-z]/g, ''));
  return said.findIndex((_, start) => quoted.every((w, k) => said[start + k] === w));
}

/**
 * Whether the reply says a quoted pronunciation word for word, in order. An ICAO form of a plain
 * digit counts ("fife" for a quoted "five"); a quoted ICAO form ("niner") must be said as such.
 */
export function saysQuoted(quoted: string[], reply: Reply): boolean {
  const said = reply.words.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')).filter(Boolean);
  const same = (want: string, got: string) => got === want || PLAIN_FORMS[got] === want;
  return said.some((_, start) => quoted.every((w, k) => same(w, said[start + k] ?? '')));
}

/**
 * docs/product/assessor.md, "Lists and extra items": an item that lists three or more things
 * after its label ("Symptoms: dizziness, tingling, visual problems") as the content words of
 * each; null for any other item.
 */
export function listElementsOf(text: string, words: (t: string) => string[]): string[][] | null {
  const body = text.replace(/\([^)]*\)/g, ' ').replace(/^[^:]{1,40}:/, '');
  const elements = body
    .split(/[,;]/)
    .map(words)
    .filter((e) => e.length > 0);
  return elements.length >= 3 ? elements : null;
}

/**
 * docs/product/assessor.md, "Lists and extra items": an item that is nothing but a list of three
 * things or more, joined by commas and a last "and" ("Airspeed indicator, altimeter and magnetic
 * compass"), as the content words of each; null for any other item. Each thing is required.
 */
export function requiredListOf(item: string, words: (t: string) => string[]): string[][] | null {
  // "Only fuel, oil, airport expenditures and rental fees": a closed list is a list of things too.
  const text = item.replace(/^\s*only\s+/i, '');
  if (text.includes(':') || text.includes('(') || !text.includes(',') || !/\band\b/.test(text)) return null;
  const elements = text
    .split(/,|\band\b/)
    .map(words)
    .filter((e) => e.length > 0);
  // Things have short names; a longer element or one that qualifies ("same category") describes.
  const things = elements.every((e) => e.length <= 2 && !QUALIFIERS.has(e[0]!));
  return elements.length >= 3 && things ? elements : null;
}

/** Words that open a description rather than name a thing. */
const QUALIFIERS = new Set(['same', 'other', 'any', 'each', 'sole', 'only']);

/** Each element of a list named by half the words only it has, as in mostOfList. */
export function namedElements(elements: string[][], said: (w: string) => boolean): number {
  return elements.filter((e, k) => {
    const own = e.filter((w) => !elements.some((o, j) => j !== k && o.some((x) => sameWord(x, w))));
    return own.length > 0 && own.filter(said).length >= Math.ceil(own.length / 2);
  }).length;
}

/**
 * Whether most elements of a list are said, at least two: each by half its words, counting only
 * words no other element has ("breathing" names neither "slow the breathing" nor "breathe into a
 * bag").
 */
export function mostOfList(elements: string[][], said: (w: string) => boolean): boolean {
  const named = namedElements(elements, said);
  return named >= Math.ceil(elements.length / 2) && named >= 2;
}

/**
 * docs/product/assessor.md, "Values must match exactly": an item's text with its values as a
 * reply would say them. A spelled "one" before a preposition is a pronoun ("cut in front of one
 * on final"); the numbers worked before "=" lead to the result after it ("Correction … × 1,000 =
 * −200 feet"); a negative result keeps its sign as a word ("minus 200", never "plus 200").
 */
export function plainValues(text: string): string {
  return text
    .replace(/\bone(?= (?:on|in|that|who|which)\b)/gi, 'it')
    .replace(/^([^=]*?)[\d.,×÷*+−–-\s]+=(?=[^=]*\d)/, '$1 ')
    .replace(/(^|\s)[−–-](?=\d)/g, '$1minus ');
}
