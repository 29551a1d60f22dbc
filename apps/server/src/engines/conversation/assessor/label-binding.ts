import { antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import type { Match, Reply } from './match-reply';
import { threshold } from './match-reply';
import { isContentWord, isNegation, isValueToken, sameWord } from './words';

/**
 * docs/product/assessor.md, "Words said under another label": items written "Label:
 * definition" ("White arc: flap operating range", "Hypoxic: low oxygen pressure at altitude")
 * are conveyed only by their definition said with their own label. A reply that names every
 * label and every definition but pairs them wrongly ("white arc normal range, green arc flap
 * range") says each item's words, so counting them cannot tell the swap; reading which label
 * each word was said under can.
 */

/** One item's label and definition, as the words a reply must say. */
export type LabelledItem = {
  /** Which label (index into Labelling.labels); items sharing a label ("Radiation fog: …" twice) share it. */
  label: number;
  /** The definition's content words (asides left out). */
  definition: string[];
  /** A definition with values is held to them by the value rules, not here; its words still tell labels apart. */
  valued: boolean;
  /** The definition states a denial ("flight not allowed"): a reply denies it too. */
  denies?: boolean;
};

export type Labelling = {
  /** Each distinct label: the tokens that must be said, and those that may be left out ("arc" of "white arc"). */
  labels: { required: Token[]; optional: Token[] }[];
  /** Per rubric item: its label, or null for an unlabelled item. */
  items: (LabelledItem | null)[];
};

/** Tokens that can name a label: content words and phonetic letters ("Sierra"). */
const labelToken = (t: Token) => isContentWord(t) || t.kind === 'letter';
const sameToken = (a: Token, b: Token) =>
  a.kind === 'word' && b.kind === 'word' ? sameWord(a.text, b.text) : a.kind === b.kind && a.text === b.text;
/** Noun endings a reply may leave off a label's word: "treat it by …" names "Treatment:". */
const LABEL_NOUN_ENDINGS = /(ments?|ions?)$/;
/** A label token said in the reply, or its verb ("treat" for "treatment"). */
const saysLabelToken = (label: Token, said: Token) =>
  sameToken(label, said) ||
  (label.kind === 'word' &&
    said.kind === 'word' &&
    said.text.length >= 4 &&
    LABEL_NOUN_ENDINGS.test(label.text) &&
    label.text.replace(LABEL_NOUN_ENDINGS, '') === said.text);
const words = (text: string) =>
  tokenize(text)
    .tokens.filter(isContentWord)
    .map((t) => t.text);

/**
 * The labels of a question's items. Only a question with two labels or more is labelled; a label
 * that holds a value ("Under 40", "1200") is no label, and neither is one that contains another
 * label's words ("After a cold front" beside "Cold front"). A head noun other labels share ("arc",
 * "stage", "fog") may be left out when the label's other words are its own ("white is the flap
 * range"), and so may a head noun of its own after a word of its own ("airborne plus or minus 6").
 */
export function labellingOf(texts: string[]): Labelling {
  const parsed = texts.map((text) => {
    const m = /^([^:()]+):(.+)$/.exec(text.trim());
    if (!m) return null;
    const tokens = tokenize(m[1]!).tokens;
    if (tokens.some(isValueToken)) return null;
    const key = tokens.filter(labelToken);
    const definition = m[2]!.replace(/\([^)]*\)/g, ' ');
    const valued = tokenize(definition).tokens.some(isValueToken);
    const denies = tokenize(definition).tokens.some(isNegation);
    if (key.length < 1 || key.length > 3) return null;
    return { key, valued, denies, definition: words(definition) };
  });
  const distinct: Token[][] = [];
  const keyText = (key: Token[]) => key.map((t) => t.text).join(' ');
  for (const p of parsed) if (p && !distinct.some((d) => keyText(d) === keyText(p.key))) distinct.push(p.key);
  const contains = (a: Token[], b: Token[]) => a !== b && b.every((t) => a.some((u) => sameToken(t, u)));
  const kept = distinct.filter((d) => !distinct.some((o) => o.length < d.length && contains(d, o)));
  if (kept.length < 2) return { labels: [], items: texts.map(() => null) };
  const labels = kept.map((key) => {
    const sharedWith = (t: Token) => kept.filter((o) => o !== key && o.some((u) => sameToken(t, u))).length;
    // Only a shared head noun after the label's own words ("white arc", "forward CG").
    const last = key[key.length - 1]!;
    const own = key.filter((t) => sharedWith(t) === 0);
    // Or a head noun of its own after a word of its own: "airborne" for "Airborne checkpoint",
    // "shaded magenta" for "Shaded magenta vignette".
    const ownHead = key.length >= 2 && last.kind === 'word' && own.slice(0, -1).length > 0;
    const optional = (own.length > 0 && sharedWith(last) > 0) || ownHead ? [last] : [];
    return { required: key.filter((t) => !optional.includes(t)), optional };
  });
  const items = parsed.map((p, n) => {
    if (!p) return openingLabel(texts[n]!, kept);
    const label = kept.findIndex((k) => keyText(k) === keyText(p.key));
    return label >= 0
      ? { label, definition: p.definition, valued: p.valued, ...(p.denies ? { denies: true } : {}) }
      : null;
  });
  return { labels, items };
}

/**
 * An item written without a colon that names another item's label ("Advection fog needs wind"
 * beside "Advection fog: moist air …", "Use Vx to clear obstacles" beside "Vx: best angle") is
 * said under that label too: its other words are its definition ("radiation fog needs wind",
 * "vy … use it to clear obstacles" do not convey it).
 */
function openingLabel(text: string, kept: Token[][]): LabelledItem | null {
  // Not a definition of its own: a denial ("Roger is not an answer …") or a comparison of
  // labels ("Distress = imminent danger; urgency = …").
  if (/[:=;]/.test(text)) return null;
  const tokens = tokenize(text.replace(/\([^)]*\)/g, ' ')).tokens;
  const content = tokens.filter(labelToken);
  const at = (key: Token[]) =>
    content.findIndex((_, s) => key.every((t, k) => s + k < content.length && sameToken(t, content[s + k]!)));
  const label = kept.findIndex((key) => at(key) >= 0);
  if (label < 0) return null;
  const start = at(kept[label]!);
  const rest = [...content.slice(0, start), ...content.slice(start + kept[label]!.length)];
  if (rest.length === 0 || tokens.some(isValueToken) || tokens.some(isNegation)) return null;
  if (kept.some((key, l) => l !== label && key.every((t) => rest.some((u) => sameToken(t, u))))) return null;
  return { label, definition: rest.filter((t) => t.kind === 'word').map((t) => t.text), valued: false };
}

/** Two words that spell a word, or spell it with one letter doubled ("will co" for "wilco"). */
export function spells(first: string, second: string, word: string): boolean {
  const joined = first + second;
  if (word.length < 5 || first === word || second.length > 3) return false;
  return joined === word || [...joined].some((_, k) => joined.slice(0, k) + joined.slice(k + 1) === word);
}

/** A one-word label the recogniser split in two ("will co" for "wilco"). */
const splitLabelWord = (label: Token, first: Token, second: Token | undefined): boolean =>
  !!second &&
  label.kind === 'word' &&
  first.kind === 'word' &&
  second.kind === 'word' &&
  spells(first.text, second.text, label.text);

/** Whether a reply's own words name a label token, whole or split ("will co"), before any folding. */
function wordsName(reply: Reply, label: Token): boolean {
  const plain = reply.words.map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return plain.some(
    (w, i) =>
      (label.kind === 'word' ? sameWord(w, label.text) : w === label.text) ||
      (i + 1 < plain.length && spells(w, plain[i + 1]!, label.text)),
  );
}

/** Where a label is said in a reply: its required tokens in order, a filler word apart at most. */
export type Occurrence = { label: number; start: number; end: number };

export function labelOccurrences(labelling: Labelling, reply: Reply): Occurrence[] {
  const found: Occurrence[] = [];
  labelling.labels.forEach(({ required, optional }, label) => {
    for (let i = 0; i < reply.tokens.length; i++) {
      const split = splitLabelWord(required[0]!, reply.tokens[i]!, reply.tokens[i + 1]);
      if (!split && !saysLabelToken(required[0]!, reply.tokens[i]!)) continue;
      let at = split ? i + 1 : i;
      let ok = true;
      for (const want of required.slice(1)) {
        const next = [at + 1, at + 2].find(
          (k) => k < reply.tokens.length && saysLabelToken(want, reply.tokens[k]!),
        );
        if (next === undefined) {
          ok = false;
          break;
        }
        at = next;
      }
      if (!ok) continue;
      const tail = reply.tokens[at + 1];
      if (tail && optional.some((o) => sameToken(o, tail))) at += 1;
      found.push({ label, start: i, end: at });
    }
  });
  // Overlapping occurrences ("other than congested areas"): the longer one names the label.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((o, k) => !found.slice(0, k).some((p) => p.end >= o.start));
}

/** Words that join a label to what it means: "roger means yes", "roger is yes". */
const MEANING_LINKS = new Set(['means', 'mean', 'is', 'equals']);

/**
 * A label said right after another one and a word that joins a term to its meaning ("roger
 * means affirmative", as "roger means yes" folds) is that label's meaning, not a label of its
 * own: the reply pairs them, and the words after it still belong to the first label.
 */
export function meaningsOfLabels(
  occurrences: Occurrence[],
  reply: Reply,
): { labels: Occurrence[]; meanings: Occurrence[] } {
  const labels: Occurrence[] = [];
  const meanings: Occurrence[] = [];
  for (const o of occurrences) {
    const prev = labels[labels.length - 1];
    const between = prev ? reply.tokens.slice(prev.end + 1, o.start) : [];
    const isMeaning =
      !!prev &&
      prev.label !== o.label &&
      between.length >= 1 &&
      between.length <= 2 &&
      between.every((t) => t.kind === 'word' && MEANING_LINKS.has(t.text));
    (isMeaning ? meanings : labels).push(o);
  }
  return { labels, meanings };
}

/**
 * Which label each reply token was said under. A reply names labels first ("white arc: flap
 * range") unless it gives definitions before its first label and none after its last ("the flap
 * range is the white arc"); then each label closes its stretch. -1: under no label.
 */
export function segmentsOf(
  occurrences: Occurrence[],
  definitionAt: (i: number) => boolean,
  length: number,
): number[] {
  const out = Array.from({ length }, () => -1);
  if (occurrences.length === 0) return out;
  const first = occurrences[0]!;
  const last = occurrences[occurrences.length - 1]!;
  let before = false;
  let after = false;
  for (let i = 0; i < length; i++) {
    if (i < first.start && definitionAt(i)) before = true;
    if (i > last.end && definitionAt(i)) after = true;
  }
  if (before && !after) {
    let from = 0;
    for (const o of occurrences) {
      for (let i = from; i <= o.end; i++) out[i] = o.label;
      from = o.end + 1;
    }
  } else {
    occurrences.forEach((o, k) => {
      const to = k + 1 < occurrences.length ? occurrences[k + 1]!.start : length;
      for (let i = o.start; i < to; i++) out[i] = o.label;
    });
  }
  return out;
}

/**
 * For each item the reply was judged to convey: whether its definition was said under another
 * label instead of its own. That is so when the item's label is said, a word of its definition
 * stands under another label whose items lack that word, and the words only this item has stand
 * under another label and never under its own (or, when it has no such words, too few of its
 * definition's words stand under its own label).
 */
export function saidUnderOtherLabel(labelling: Labelling, matches: Match[], reply: Reply): boolean[] {
  const none = matches.map(() => false);
  if (labelling.labels.length < 2) return none;
  const { labels: occurrences, meanings } = meaningsOfLabels(labelOccurrences(labelling, reply), reply);
  if (new Set(occurrences.map((o) => o.label)).size < 2) return none;
  const definitions = labelling.labels.map((_, l) =>
    labelling.items.flatMap((it) => (it && it.label === l ? it.definition : [])),
  );
  const has = (list: string[], w: string) => list.some((x) => sameWord(x, w));
  const allDefinitionWords = definitions.flat();
  const isWordAt = (i: number) => reply.tokens[i]!.kind === 'word';
  const under = segmentsOf(
    occurrences,
    (i) => isWordAt(i) && has(allDefinitionWords, reply.tokens[i]!.text),
    reply.tokens.length,
  );
  return labelling.items.map((item, n) => {
    if (!item || !matches[n]!.label) return false;
    const saidAt = (w: string) =>
      reply.tokens.flatMap((t, i) => (t.kind === 'word' && sameWord(t.text, w) ? [i] : []));
    if (!occurrences.some((o) => o.label === item.label)) {
      // "roger means yes": "affirmative" (which "yes" is) said only as roger's meaning.
      if (meanings.some((o) => o.label === item.label)) return true;
      // Its label never said, and every word of its definition said stands under another label
      // ("the yellow arc is the normal operating range" does not convey "White arc: flap
      // operating range").
      // Only when no word of its label is said at all ("red … never exceed" may name "Red line").
      const named = labelling.labels[item.label]!.required.some(
        (t) => reply.tokens.some((u) => sameToken(t, u)) || wordsName(reply, t),
      );
      const at = item.definition.flatMap(saidAt);
      const foreign = (i: number) => !has(definitions[under[i]!]!, reply.tokens[i]!.text);
      return (
        !named &&
        !item.valued &&
        at.length > 0 &&
        at.every((i) => under[i]! >= 0 && under[i] !== item.label) &&
        at.some(foreign)
      );
    }
    // "in dissipating there are no downdrafts": denied under its own label, and said nowhere else there.
    const ownAt = item.definition.flatMap((w) => saidAt(w).filter((i) => under[i] === item.label));
    if (!item.denies && ownAt.length > 0 && ownAt.every((i) => reply.negated.has(i))) return true;
    const misplaced = item.definition.some((w) =>
      saidAt(w).some((i) => under[i]! >= 0 && under[i] !== item.label && !has(definitions[under[i]!]!, w)),
    );
    if (!misplaced) return false;
    const ownSaid = item.definition.filter((w) => saidAt(w).some((i) => under[i] === item.label));
    const distinctive = item.definition.filter((w) =>
      definitions.every((d, l) => l === item.label || !has(d, w)),
    );
    // Words only this item has decide where its definition was said; without any said, enough
    // of its words must stand under its own label (an item with values keeps the value rules).
    if (!distinctive.some((w) => saidAt(w).length > 0))
      return !item.valued && ownSaid.length < threshold(item.definition.length);
    const elsewhere = distinctive.some((w) =>
      saidAt(w).some((i) => under[i]! >= 0 && under[i] !== item.label),
    );
    return elsewhere && !distinctive.some((w) => has(ownSaid, w));
  });
}

/**
 * Opposites read only under a label: which draft a thunderstorm's stage is made of. Not in the
 * lexicon's opposites, where a stage that has both ("updrafts and downdrafts") would make every
 * reply that names both read as a swap.
 */
const LABEL_OPPOSITES: Record<string, string[]> = { updrafts: ['downdrafts'], downdrafts: ['updrafts'] };

/**
 * For each item the reply was judged to convey: whether the reply says, under the item's own
 * label, the opposite of a word of its definition and never that word there ("cumulus:
 * downdrafts dominate" for "Cumulus stage: updrafts dominate"; "stable: … good visibility" for
 * "Stable: … poor visibility"). The item's words said under another label do not make up for it.
 */
export function opposedUnderOwnLabel(labelling: Labelling, matches: Match[], reply: Reply): boolean[] {
  const none = matches.map(() => false);
  if (labelling.labels.length < 2) return none;
  const { labels: occurrences } = meaningsOfLabels(labelOccurrences(labelling, reply), reply);
  if (occurrences.length === 0) return none;
  const definitionWords = labelling.items.flatMap((it) => it?.definition ?? []);
  const under = segmentsOf(
    occurrences,
    (i) =>
      reply.tokens[i]!.kind === 'word' && definitionWords.some((w) => sameWord(w, reply.tokens[i]!.text)),
    reply.tokens.length,
  );
  // A label's own words ("overtaking") are no statement under it.
  const isLabel = (i: number) => occurrences.some((o) => i >= o.start && i <= o.end);
  return labelling.items.map((item, n) => {
    if (!item || !matches[n]!.label || !occurrences.some((o) => o.label === item.label)) return false;
    const saidHere = (w: string) =>
      reply.tokens.some(
        (t, i) =>
          under[i] === item.label &&
          t.kind === 'word' &&
          !isLabel(i) &&
          !reply.negated.has(i) &&
          sameWord(t.text, w),
      );
    const own = (w: string) => item.definition.some((d) => sameWord(d, w));
    // "affirmative means i received it": the label said to mean words only another label's
    // items have ("received"), and none of its own words under it.
    const mine = labelling.items.flatMap((o) => (o && o.label === item.label ? o.definition : []));
    const othersOnly = labelling.items.flatMap((o) =>
      o && o.label !== item.label ? o.definition.filter((w) => !mine.some((d) => sameWord(d, w))) : [],
    );
    const givenOther = occurrences.some(
      (o) =>
        o.label === item.label &&
        MEANING_LINKS.has(reply.tokens[o.end + 1]?.text ?? '') &&
        reply.tokens
          .slice(o.end + 2, o.end + 5)
          .some((t) => t.kind === 'word' && othersOnly.some((w) => sameWord(w, t.text))),
    );
    if (givenOther && !item.definition.some(saidHere)) return true;
    return item.definition.some(
      (w) =>
        !saidHere(w) && [...antonymsOf(w), ...(LABEL_OPPOSITES[w] ?? [])].some((a) => !own(a) && saidHere(a)),
    );
  });
}
