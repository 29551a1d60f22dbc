import { tokenize, type Token } from '../language/tokenize';
import { type Measure } from '../language/units';
import { negatedPositions, sameItemWord, stem } from './words';
import { splitRegistrations } from './registrations';
import { anotherRubricWord } from './own-words';

/** A word that says which value is meant, and on which side of the value the subanswer puts it. */
export type Descriptor = {
  word: string;
  side: 'before' | 'after';
  /** Only its opposite counts ("MSL" need not be said, "AGL" contradicts it). */
  contradictOnly?: boolean;
  /** With several values, the index of the one it describes. */
  value?: number;
};

/** What a subanswer asks for, prepared once per question. */
export type SubanswerPattern = {
  /** Values that must appear exactly: numbers, runways, callsigns. */
  values: Token[];
  /** Checked beside each value: "1,000 feet above" is not "1,000 below". */
  descriptors: Descriptor[];
  /** Values only mentioned in an aside ("(up to about 15 knots)"): a different number with the same unit contradicts. */
  asideValues: { value: Token; unit: string; celsius: number | null }[];
  /** Phrasings of a subanswer without values: its own words and the evidence of positive examples. */
  phrasings: string[][];
  /** Whether a reply must deny too (a negated item); with `conditional`, negated words count but no denial is needed. */
  negated: boolean;
  /** The item's negation stands in a condition ("if the flight cannot be completed"). */
  conditional?: boolean;
  /**
   * Words with an opposite ("steady", "day") and the words they go with in the subanswer
   * ("Steady green: cleared for takeoff", "rock wings by day"), and whether they lead or trail them.
   */
  polar?: { word: string; partners: string[]; leads: boolean; label: boolean }[];
  /** Each value's quantity in its unit's base (24 months = 2 years), aligned with `values`. */
  measures?: (Measure | null)[];
  /** Values given in an aside of values only ("(× 1.41)" beside "41 percent"): another way to say the item. */
  alternatives?: { values: Token[]; measures: (Measure | null)[]; scale?: string }[];
  /** Taxiway letters of a route ("via Kilo, Golf"): the reply must give the same letters in the same order. */
  route?: string[];
  /** The role word that leads the route's letters ("via", "hold", "cross"): said with them when the reply says one. */
  role?: string;
  /** Values the item links by a relation ("250 KIAS below 10,000", "12,500 to 14,000"): said in that order. */
  ordered?: [number, number][];
  /** Neighbouring words that both have an opposite ("after sunset", "before sunrise"): kept as pairs. */
  polarPairs?: [string, string][];
  /** Words with an opposite and the thing each describes ("higher temperature"): [word, thing]. */
  described?: [string, string][];
  /** The other items' `described` pairs: a thing another item describes, and its word there. */
  othersDescribed?: [string, string][];
  /** Letters that name the item ("Sierra: IFR conditions"): each must be said. */
  letters?: string[];
  /** The examples an aside lists ("(front, terrain, heating)"), each as its content words. */
  examples?: string[][];
  /** "Hypemic: … (CO, anemia, blood donation)": the label, and the examples that may follow it. */
  labelExamples?: { label: string[]; examples: string[][] };
  /** Words the item joins with "or" or a slash: one of each group is enough. */
  orGroups?: string[][];
  /** Slash-separated parts without values that convey the item instead of its value ("Declare an emergency"). */
  phrases?: string[][];
  /** The item's numbers with the word each counts, checked when a phrase stands in for the values. */
  valueNouns?: { value: number; noun: string }[];
  /** A word of a two-word item that other items share: said once the item's own word is. */
  shared?: string[];
  /** What a denying aside names ("(not a takeoff clearance)"): a reply that says it contradicts the item. */
  forbidden?: string[][];
  /** An item written "Head: gist, elaboration": the head's words and the gist's content words. */
  headed?: { head: string[]; gist: string[] };
  /** ICAO pronunciations the item quotes ("Five is "fife""): said as such, not as the plain digit. */
  spokenForms?: string[];
  /** The things the item counts ("1 hour ground"): another number for one of them is a wrong value. */
  counted?: { value: number; unit: string | null; noun: string }[];
  /** The things a list item names after its label, each as its content words. */
  list?: string[][];
  /** The thing an item is the other side of ("Other than congested: 500 feet"): said bare beside its value, the value is that thing's. */
  complementOf?: string;
  /** Values the item gives as negative ("= −200 feet"), as indexes into `values`: said with their sign. */
  signed?: number[];
  /** Pronunciations the item quotes as several words ("one two thousand five hundred"), said word for word. */
  quoted?: string[][];
  /** A spoken example the item's aside quotes ("November three four alpha"): said word for word, the item is. */
  quotedExample?: string[];
  /** A two-word item's long head noun ("precession"): names the item alone unless another item has it. */
  head?: string;
  /** The things an item that is only a list names, each required, as their content words. */
  required?: string[][];
  /** Words of the item the learner need not say: the question's own, and filler verbs ("establish"). */
  given?: string[];
  /**
   * Words of the item's other phrasings (seeded examples) that say no idea of their own: the
   * question's words and the words that join a term to its meaning ("means").
   */
  linking?: string[];
};

export type Reply = {
  words: string[];
  tokens: Token[];
  negated: Set<number>;
  /** The rubric's names written in capitals ("MERIT"): matched letter for letter (words.ts). */
  names?: ReadonlySet<string>;
  /** The rubric's own words: a reply word among them is never a slip for another (own-words.ts). */
  vocabulary?: ReadonlySet<string>;
};
/** `claims`: reply tokens holding the values it matched; `fit`: descriptors found beside them. */
export type Match = { label: boolean; span: [number, number] | null; claims: number[]; fit: number };
export const NO: Match = { label: false, span: null, claims: [], fit: 0 };

/** How far from a value its descriptors may stand, in tokens. */
export const WINDOW = 5;

/**
 * `callsigns`: the registrations the rubric asks for, read in the reply even without their "N".
 * `names`: the rubric's names in capitals, which no spelling slip may match.
 */
export function prepareReply(
  text: string,
  callsigns: string[] = [],
  names?: ReadonlySet<string>,
  vocabulary?: ReadonlySet<string>,
): Reply {
  const { words, tokens: raw } = tokenize(text);
  const tokens = answerWords(words, splitRegistrations(words, raw, callsigns));
  const negated = negatedPositions(tokens, undefined, words);
  for (const i of negatedSubjects(tokens, words)) negated.add(i);
  return { words, tokens, negated, ...(names?.size ? { names } : {}), ...(vocabulary ? { vocabulary } : {}) };
}

/** Words that answer a yes-or-no question "no" when they open the reply on their own ("Negative, …"). */
const NO_ANSWERS = new Set(['negative', 'nope', 'nah']);

/** "Negative, I need a 1,000 foot ceiling": the reply's opening answer is "no". */
function answerWords(words: string[], tokens: Token[]): Token[] {
  const first = tokens[0];
  if (!first || first.kind !== 'word' || !NO_ANSWERS.has(first.text)) return tokens;
  if (!/[,;:.!]$/.test(words[first.end] ?? '')) return tokens;
  return [{ ...first, text: 'no' }, ...tokens.slice(1)];
}

/** Verbs that a following "not" negates with their subject: "ADS-B Out is not required". */
export const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'does',
  'do',
  'did',
  'has',
  'have',
  'will',
  'would',
]);
/** A contracted auxiliary with its "not": "humidity doesn't affect it". */
export const NEGATED_AUXILIARIES = new Set(['doesnt', 'isnt', 'arent', 'dont']);
/** Words that start a new clause, where a negated verb's subject stops. */
export const CLAUSE_JOINERS = new Set([
  'and',
  'but',
  'so',
  'or',
  'because',
  'while',
  'when',
  'if',
  'then',
  'that',
  'which',
]);
/** How many tokens back a negated verb's subject may reach. */
export const SUBJECT_REACH = 5;

/**
 * The subject of a negated verb is denied too: in "ADS-B Out is not required", "humidity does
 * not affect it" or "the radio station license isn't just for international flights" the words
 * before the verb, back to the start of the clause, are not given.
 */
export function negatedSubjects(tokens: Token[], words: string[]): number[] {
  const out: number[] = [];
  const endsClause = (k: number) => /[,;:.]$/.test(words[tokens[k]!.end] ?? '');
  tokens.forEach((t, i) => {
    let verb = -1;
    if (NEGATED_AUXILIARIES.has(t.text)) verb = i;
    else if (t.text === 'not' && AUXILIARIES.has(tokens[i - 1]?.text ?? '')) verb = i - 1;
    if (verb < 1) return;
    for (let k = verb - 1; k >= 0 && verb - k <= SUBJECT_REACH; k--) {
      if (CLAUSE_JOINERS.has(tokens[k]!.text) || endsClause(k)) break;
      out.push(k);
    }
  });
  return out;
}

export function findWord(
  reply: Reply,
  word: string,
  from = 0,
  to = reply.tokens.length - 1,
  negatedOk = false,
): number {
  for (let i = Math.max(0, from); i <= to && i < reply.tokens.length; i++) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'word' || (!negatedOk && reply.negated.has(i))) continue;
    if (sameItemWord(reply.names, t.text, word) && !anotherRubricWord(reply.vocabulary, t.text, word))
      return i;
    if (splitWord(reply, i, word)) return i;
    // "never for compensation" says the "no compensation" of an item.
    if (word === 'no' && t.text === 'never') return i;
  }
  return -1;
}

/** How long a word must be for its two halves, said apart, to count as it. */
export const MIN_SPLIT_WORD = 6;

/**
 * A recogniser splits long words ("up drafts", "fore casts", "cab in heat", "jackson ville"):
 * two words said one after the other are the word they spell together.
 */
export function splitWord(reply: Reply, i: number, word: string): boolean {
  const next = reply.tokens[i + 1];
  if (word.length < MIN_SPLIT_WORD || !next || next.kind !== 'word') return false;
  // Only the word's own letters ("with an" is not "within"), though either half may inflect.
  const joined = reply.tokens[i]!.text + next.text;
  return joined === word || stem(joined) === stem(word);
}

export const threshold = (n: number) => (n <= 2 ? n : n === 3 ? 2 : Math.ceil(n * 0.6));

/** The clause (between commas, semicolons, full stops; a colon joins a label to its value) of each reply token. */
export function replyClauses(reply: Reply): number[] {
  let c = 0;
  return reply.tokens.map((t) => {
    const here = c;
    if (/[,;.]$/.test(reply.words[t.end] ?? '')) c++;
    return here;
  });
}

/** The words of every clause a span of reply words touches (for rules read within a clause). */
export function clauseWords(reply: Reply, span: [number, number]): string[] {
  const clauses = replyClauses(reply);
  const touched = new Set(
    reply.tokens.flatMap((t, i) => (t.end >= span[0] && t.start <= span[1] ? [clauses[i]!] : [])),
  );
  return reply.tokens.filter((_, i) => touched.has(clauses[i]!)).map((t) => t.text);
}
