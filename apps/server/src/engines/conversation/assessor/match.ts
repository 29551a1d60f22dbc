import { PHRASE_WORDS } from '../language/concepts';
import { EFFECT_OPPOSITES, NEGATIONS, VALUE_DESCRIPTORS, antonymsOf } from '../language/lexicon';
import { isContentWord, isNegation, sameWord } from './words';
import {
  type SubanswerPattern,
  type Reply,
  type Match,
  NO,
  WINDOW,
  findWord,
  replyClauses,
  threshold,
} from './match-reply';
import { letterRuns, roleBefore } from './match-pattern';
import { degreeOfAnotherThing, describedOtherwise, pairSwapped, polarSwapped } from './match-polarity';
import { withLeadIn, spanOf, contradictsAside, findValues, asideValueAt } from './match-values';
import { limitAfter } from './value-sides';
import { groupedCoverage } from './alternatives';
import { countsAnother } from './counted';
import {
  EXAMPLE_REACH,
  LINKING_WORDS,
  countsOtherwise,
  mostOfList,
  namedElements,
  quotedAt,
  saysQuoted,
  saysSpokenForms,
  scaleSaid,
} from './item-shape';

/**
 * A route's letters, in order and nothing between or after them: "kilo golf" for "via Kilo,
 * Golf"; led by the item's own role word when the reply says one ("via", "hold short", "cross"):
 * "hold short of taxiway bravo" does not give "Via taxiway Bravo".
 */
function findRoute(route: string[], reply: Reply, role: string | undefined): number[] | null {
  for (let i = 0; i < reply.tokens.length; i++) {
    const t = reply.tokens[i]!;
    if (t.kind !== 'letter' || t.text !== route[0] || reply.tokens[i - 1]?.kind === 'letter') continue;
    const negated = new Set([...reply.negated].map((n) => n - i));
    const run = letterRuns(reply.tokens.slice(i), negated)[0] ?? [];
    if (run.join(' ') !== route.join(' ')) continue;
    const said = roleBefore(reply.tokens, i);
    if (!role || said === null || said === role) return [i];
  }
  return null;
}

/**
 * A word of the subanswer is contradicted when the reply says its opposite near the words it
 * did say, and not the word itself ("class delta" for "class bravo", "even" for "odd"). An
 * opposite the subanswer itself holds ("higher elevation / lower pressure") contradicts nothing,
 * and one said far from the item (another item of a list) neither.
 */
function contradicted(
  phrasing: string[],
  reply: Reply,
  hits: number[],
  holds: string[] = phrasing,
  inClause = false,
  reach = WINDOW,
): boolean {
  const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, true) >= 0;
  // A clause reaches only in a reply that marks its clauses (a recogniser's run-on does not).
  const clauses = inClause ? replyClauses(reply) : [];
  const marked = clauses.some((c) => c > 0);
  const near = (h: number, i: number) => Math.abs(h - i) <= reach || (marked && clauses[h] === clauses[i]);
  return phrasing.some((w) => {
    if (said(w)) return false;
    return [...antonymsOf(w), ...(EFFECT_OPPOSITES[w] ?? [])].some((a) => {
      if (holds.includes(a)) return false;
      for (let i = 0; i < reply.tokens.length; i++) {
        const t = reply.tokens[i]!;
        if (t.kind !== 'word' || !sameWord(t.text, a)) continue;
        if (hits.length === 0 || hits.some((h) => near(h, i))) return true;
      }
      return false;
    });
  });
}

/**
 * Four or more of the item's words said in its order, one after the other among the reply's
 * content words ("the first point of intended landing"), convey it even when a long item's
 * other words are left out.
 */
function keyPhrase(phrasing: string[], reply: Reply, negatedOk: boolean): number[] | null {
  const content = reply.tokens.flatMap((t, i) =>
    isContentWord(t) && (negatedOk || !reply.negated.has(i)) ? [i] : [],
  );
  for (let start = 0; start < content.length; start++) {
    for (let p = 0; p < phrasing.length; p++) {
      let k = 0;
      while (
        p + k < phrasing.length &&
        start + k < content.length &&
        sameWord(reply.tokens[content[start + k]!]!.text, phrasing[p + k]!)
      )
        k++;
      if (k >= 4) return content.slice(start, start + k);
    }
  }
  return null;
}

/** Words that pick one value of a kind: another phrasing cannot make up for their opposite. */
const isValueDescriptor = (w: string) => /^class[a-g]$/.test(w) || VALUE_DESCRIPTORS.has(w);

/**
 * docs/product/assessor.md: the rules below, and the evaluation that holds them.
 *
 * A subanswer that names values is true only when every value is in the reply (a wrong
 * runway, altitude or frequency is never accepted) with its descriptors on the right side.
 * A route's taxiway letters must be the same letters in the same order. Otherwise enough of
 * its words, or of a known phrasing of it, must be said, not under a negation the subanswer
 * does not have, and not contradicted by an opposite word or number.
 */
export function matchSubanswer(
  pattern: SubanswerPattern,
  reply: Reply,
  exclude: ReadonlySet<number> = new Set(),
): Match {
  if (
    pairSwapped(pattern, reply) ||
    describedOtherwise(pattern, reply) ||
    degreeOfAnotherThing(pattern, reply)
  )
    return NO;
  if (pattern.spokenForms && !saysSpokenForms(pattern.spokenForms, reply)) return NO;
  if (pattern.quoted && !pattern.quoted.every((q) => saysQuoted(q, reply))) return NO;
  if (saysForbidden(pattern, reply)) return NO;
  // "… it becomes november three four alpha": the example the item quotes, said word for word.
  const example = pattern.quotedExample ? quotedAt(pattern.quotedExample, reply) : -1;
  if (example >= 0) {
    const span: [number, number] = [example, example + pattern.quotedExample!.length - 1];
    return { label: true, span, claims: [], fit: 0 };
  }
  let routeHits: number[] = [];
  if (pattern.route) {
    const found = findRoute(pattern.route, reply, pattern.role);
    if (!found) return NO;
    routeHits = found;
  }
  if (
    pattern.letters &&
    !pattern.letters.every((l) => reply.tokens.some((t) => t.kind === 'letter' && t.text === l))
  )
    return NO;
  if (pattern.values.length > 0) {
    const found =
      findValues(pattern, reply, pattern.values, pattern.measures ?? [], exclude) ??
      (pattern.alternatives ?? []).reduce<{ hits: number[]; fit: number } | null>((acc, alt) => {
        if (acc) return acc;
        const got = findValues(pattern, reply, alt.values, alt.measures, exclude);
        return got && (!alt.scale || scaleSaid(alt.scale, reply, got.hits)) ? got : null;
      }, null);
    if (!found)
      return countsOtherwise(pattern.valueNouns ?? [], reply)
        ? NO
        : (phraseSaid(pattern.phrases ?? [], reply) ?? NO);
    const { hits, fit } = found;
    if (pattern.counted && countsAnother(pattern.counted, reply)) return NO;
    return {
      label: true,
      span: spanOf(
        reply,
        hits.flatMap((h) => withLeadIn(reply, h)),
      ),
      claims: hits,
      fit,
    };
  }
  if (pattern.route) return { label: true, span: spanOf(reply, routeHits), claims: [], fit: 0 };
  if (polarSwapped(pattern, reply)) return NO;
  if (contradictsAside(pattern, reply)) return NO;
  // "hypemic like carbon monoxide": a label with one of its examples names the item.
  const labelled = pattern.labelExamples ? labelThenExample(pattern.labelExamples, reply) : null;
  if (labelled) return { label: true, span: spanOf(reply, labelled), claims: [], fit: 0 };
  if (pattern.negated && !pattern.conditional && !reply.tokens.some(isNegation)) {
    // "Flashing red: airport unsafe, do not land": a denial in the elaboration after the gist is
    // not needed once the head and its gist are said ("flashing red airport unsafe").
    const gistAffirms = pattern.headed?.gist.every((w) => !NEGATIONS.has(w));
    const headed = pattern.headed && gistAffirms ? headAndGist(pattern.headed, reply, false) : null;
    return headed && !contradicted(pattern.phrasings[0] ?? [], reply, headed)
      ? { label: true, span: spanOf(reply, headed), claims: [], fit: 0 }
      : NO;
  }
  // "Airspeed indicator, altimeter and magnetic compass": every thing of the list is required,
  // and another thing of its kind ("attitude indicator") does not stand in for one.
  if (pattern.required) {
    const said = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated) >= 0;
    if (namedElements(pattern.required, said) < pattern.required.length) return NO;
  }
  // The subanswer's own words decide what contradicts it, whichever phrasing then matches.
  const own = pattern.phrasings[0] ?? [];
  for (const phrasing of pattern.phrasings) {
    const hits = phrasing
      .map((w) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated))
      .filter((i) => i >= 0);
    let anchors: number[] | undefined;
    // One example from the item's aside counts as one more of its words: "something to lift it
    // like terrain" for "An initial lifting action (front, terrain, heating)".
    if (phrasing === own && (hits.length > 0 || phrasing.includes('example'))) {
      const example = exampleSaid(pattern.examples ?? [], reply, pattern.negated);
      if (example) hits.push(example);
      // An item that asks for an example ("Example illusion (the leans, graveyard spiral,
      // Coriolis)"): one of its examples said is the example asked for ("like a graveyard spiral").
      if (example && phrasing.includes('example') && findWord(reply, 'example') < 0) hits.push(example);
      // The aside's value said, in any scale, is the idea it gives: "32 degrees F" is "freezing"
      // of "at or below freezing (0 °C)", and "or colder" after it is the item's "below".
      const value = asideValueAt(pattern, reply);
      if (value >= 0) {
        hits.push(value);
        const limit = (['below', 'above'] as const).find(
          (w) => phrasing.includes(w) && findWord(reply, w) < 0 && limitAfter(reply, value, w),
        );
        if (limit) {
          hits.push(value);
          // The value with its side said beside it ("32 degrees F or colder") anchors the item:
          // its words said in another clause ("freezing rain means warmer air above") are
          // another item's, and an opposite there is not this item's unless it stands right
          // beside the word ("but above freezing").
          const clauses = replyClauses(reply);
          anchors = hits.filter((h) => clauses[h] === clauses[value]);
          const elsewhere = hits.filter((h) => clauses[h] !== clauses[value]);
          if (elsewhere.length > 0 && contradicted(phrasing, reply, elsewhere, phrasing, false, 1)) continue;
        }
      }
    }
    // "colder above" does not convey "warmer above".
    // Another phrasing (a seeded example's words) never dodges the item's own opposites:
    // "increased induced drag" does not convey "Reduced induced drag".
    if (
      contradicted(phrasing, reply, anchors ?? hits) ||
      contradicted(
        own.filter((w) => isValueDescriptor(w) || antonymsOf(w).length > 0 || w in EFFECT_OPPOSITES),
        reply,
        anchors ?? hits,
        own,
        true,
      )
    )
      continue;
    const saidHere = (w: string) => findWord(reply, w, 0, reply.tokens.length - 1, pattern.negated) >= 0;
    // A seeded example's phrasing conveys its idea only with a word of that idea: "wilco means
    // received" says the term and "means" of "Wilco means I will comply", and nothing of it.
    const linking = pattern.linking ?? [];
    const saidWords = phrasing.filter(saidHere);
    if (
      phrasing !== own &&
      saidWords.some((w) => LINKING_WORDS.has(w)) &&
      saidWords.every((w) => linking.includes(w))
    )
      continue;
    const shared = phrasing === own ? (pattern.shared ?? []) : [];
    // The question's own words and filler verbs neither count for nor against the item.
    const given = phrasing === own ? (pattern.given ?? []) : [];
    const ownSaid = phrasing.some((w) => !shared.includes(w) && saidHere(w));
    const judged = phrasing.filter((w) => !given.includes(w));
    // One word left of the item's own is a topic, not an idea: it must be said, and the item is
    // judged on all its words; unless it is a whole phrase folded into one word ("monthend").
    const alone = judged.length < 2 && !judged.some((w) => PHRASE_WORDS.has(w));
    const covered = groupedCoverage(
      alone ? phrasing : judged,
      (w) => saidHere(w) || (ownSaid && shared.includes(w)),
      pattern.orGroups ?? [],
    );
    // An example of the item's aside is a hit without a word of the phrasing.
    const extra = hits.length - phrasing.filter(saidHere).length;
    const enough =
      (!alone || judged.every(saidHere)) &&
      (((given.length === 0 || alone) && hits.length >= threshold(phrasing.length)) ||
        covered.said + extra >= threshold(covered.of));
    if (enough) return { label: true, span: spanOf(reply, hits), claims: [], fit: 0 };
    // A list is named by most of its elements ("dizzy and tingly" for three symptoms).
    if (phrasing === own && pattern.list && mostOfList(pattern.list, saidHere))
      return { label: true, span: spanOf(reply, hits), claims: [], fit: 0 };
    const run = keyPhrase(phrasing, reply, pattern.negated);
    if (run) return { label: true, span: spanOf(reply, run), claims: [], fit: 0 };
  }
  const headed = pattern.headed ? headAndGist(pattern.headed, reply, pattern.negated) : null;
  if (headed && !contradicted(own, reply, headed))
    return { label: true, span: spanOf(reply, headed), claims: [], fit: 0 };
  return NO;
}

/**
 * An item that says what it is not ("Line up and wait (not a takeoff clearance)") is
 * contradicted by a reply that says that thing without denying it ("cleared for takeoff").
 */
export function saysForbidden(pattern: SubanswerPattern, reply: Reply): boolean {
  return (pattern.forbidden ?? []).some(
    (words) => words.filter((w) => findWord(reply, w) >= 0).length >= threshold(words.length),
  );
}

/**
 * The label said, then within EXAMPLE_REACH tokens of the same clause at least half the words of
 * one of its examples ("hypemic from altitude, hypoxic from carbon monoxide" gives hypemic none).
 */
function labelThenExample(
  { label, examples }: NonNullable<SubanswerPattern['labelExamples']>,
  reply: Reply,
): number[] | null {
  const clauses = replyClauses(reply);
  for (let i = 0; i < reply.tokens.length; i++) {
    if (findWord(reply, label[0]!, i, i) !== i) continue;
    const end = label.slice(1).reduce((k, w) => (k >= 0 ? findWord(reply, w, k + 1, k + 1) : -1), i);
    if (end < 0) continue;
    for (const example of examples) {
      const at = example
        .map((w) => findWord(reply, w, end + 1, end + EXAMPLE_REACH))
        .filter((k) => k >= 0 && clauses[k] === clauses[end]);
      if (at.length >= Math.ceil(example.length / 2)) return [i, ...at];
    }
  }
  return null;
}

/** A value-less alternative of the item said in full enough ("declare an emergency"), as a match. */
function phraseSaid(phrases: string[][], reply: Reply): Match | null {
  for (const words of phrases) {
    const at = words.map((w) => findWord(reply, w)).filter((i) => i >= 0);
    if (at.length >= threshold(words.length))
      return { label: true, span: spanOf(reply, at), claims: [], fit: 0 };
  }
  return null;
}

/** The first token of an example of the aside said in full, or null. */
function exampleSaid(examples: string[][], reply: Reply, negatedOk: boolean): number | null {
  for (const example of examples) {
    const at = example.map((w) => findWord(reply, w, 0, reply.tokens.length - 1, negatedOk));
    if (at.every((i) => i >= 0)) return at[0]!;
  }
  return null;
}

/** How far after an item's head its gist must be said, in tokens. */
const GIST_REACH = 6;

/**
 * An item written "Head: gist, elaboration" ("Vx: best angle, most altitude per distance";
 * "Tango: moderate turbulence, surface winds …") is conveyed by its head followed closely by
 * every word of its gist ("vx is best angle of climb").
 */
function headAndGist(
  { head, gist }: NonNullable<SubanswerPattern['headed']>,
  reply: Reply,
  negatedOk: boolean,
): number[] | null {
  for (let i = 0; i < reply.tokens.length; i++) {
    const at = [i];
    let k = i;
    for (const w of head.slice(1)) {
      k = findWord(reply, w, k + 1, k + 1, negatedOk);
      if (k < 0) break;
      at.push(k);
    }
    if (k < 0 || findWord(reply, head[0]!, i, i, negatedOk) !== i) continue;
    const end = at[at.length - 1]!;
    const found = gist.map((w) => findWord(reply, w, end + 1, end + GIST_REACH, negatedOk));
    if (found.every((f) => f >= 0)) return [...at, ...found];
  }
  return null;
}

export { prepareReply, type Descriptor, type SubanswerPattern, type Reply, type Match } from './match-reply';
export { preparePattern } from './match-pattern';
export { sameValue } from './match-values';
export { boundToOtherItem } from './value-binding';
