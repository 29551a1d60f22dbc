import { tokenize } from '../language/tokenize';

/** The kind of value a missing readback item is about, so a probe can name the kind but not the value. */
export type ProbeKind =
  'heading' | 'squawk' | 'frequency' | 'runway' | 'hold-short' | 'altitude' | 'callsign';

/**
 * What a follow-up asks about (docs/product/grading.md "Follow-ups"): a kind of clearance value
 * in a readback drill, else one word naming the missing item's topic, else nothing in particular.
 */
export type ProbeTarget = { kind: ProbeKind } | { kind: 'topic'; topic: string } | null;

/**
 * A readback drill or a question about a clearance: only there do "heading", "maintain" or a
 * callsign in a rubric item mean a value the learner was given. In a knowledge question the
 * same words are the subject ("low oxygen pressure at altitude", "maintain communication").
 */
export function isClearanceQuestion(question: string): boolean {
  return (
    quotedClearance(question) !== null ||
    /\bread ?backs?\b|\breadback\b/i.test(question) ||
    /\b(tells|told|gives|gave|clears|cleared) you\b/i.test(question)
  );
}

/** The kind of clearance value the item is about; only for clearance questions. */
export function probeKind(question: string, subanswer: string): ProbeKind | null {
  if (!isClearanceQuestion(question)) return null;
  const tokens = tokenize(subanswer).tokens;
  const words = new Set(tokens.map((t) => t.text));
  const kinds = new Set(tokens.map((t) => t.kind));
  const hasNumber = kinds.has('number');
  if (words.has('heading')) return 'heading';
  if (words.has('squawk') || (words.has('code') && hasNumber)) return 'squawk';
  if (words.has('frequency') || (words.has('contact') && hasNumber)) return 'frequency';
  if (words.has('hold') && words.has('short')) return 'hold-short';
  if (words.has('runway') || kinds.has('runway')) return 'runway';
  const climbs = ['altitude', 'maintain', 'climb', 'descend', 'below', 'above'].some((w) => words.has(w));
  if (climbs && hasNumber) return 'altitude';
  if (words.has('callsign') || (kinds.has('callsign') && !/\bfl\d/.test([...words].join(' '))))
    return 'callsign';
  return null;
}

// Words that never name a topic on their own: function words, and the verbs and qualifiers
// rubric items are phrased with ("Maintain communication while inside").
const NOT_A_TOPIC = new Set(
  (
    'about above again also among any are around been being both but can cannot could does doing each ' +
    'either else enough even every have having here inside just least less like made make many more most ' +
    'must near never none not only other outside same should some such than that their them then there ' +
    'these they this those very what where which will would your you establish established maintain keep ' +
    'give given use used using state states name means mean sure always required require requires need ' +
    'needs include includes including higher lower first last generally typically usually remain ' +
    // articles and short function words
    'the and for not has had yes all may who how its one per any off out ' +
    // verbs and qualifiers rubric items are phrased with
    'begins runs raises increases decreases falls pays dominate chosen reaches cools covers moving ' +
    'shared completed provided allowed clear true high slow shallow smooth cooler rapid stable less ' +
    'better poor good best full same sole open'
  ).split(' '),
);
// Where a rubric item's first phrase ends: its head word is the last content word before.
const PHRASE_END =
  /[:;,/]|(?:^|\s)(?:at|in|on|of|to|for|with|within|from|by|as|while|before|after|when|or|and|than|via|under|over|up|down|into|per|if|unless|until|because)(?=\s|$)/i;

const isTopicWord = (word: string) =>
  word.length >= 3 &&
  /^[a-z][a-z-]*$/i.test(word) &&
  !NOT_A_TOPIC.has(word.toLowerCase()) &&
  !/ly$|ed$/i.test(word) &&
  // "-ing" words are mostly verbs here ("reporting", "gusting"); short ones are nouns ("icing").
  !(/ing$/i.test(word) && word.length > 7 && !/ceiling/i.test(word));

/** A plain word, not a spoken number, ICAO digit or phonetic letter (those are values). */
const isPlainWord = (word: string) => tokenize(word).tokens.every((t) => t.kind === 'word');

/**
 * What to call the missing item, in its own spelling: for a "Label: description" item whose
 * label the question names ("TEMPO: temporary fluctuations"), the label; otherwise one word, the
 * head (last content word) of the item's first phrase that has one, skipping values, quoted
 * phrases (the words to say) and words the question already says. One word names the topic
 * without handing over the item (the persona tests check that echoing a probe earns nothing).
 */
export function probeTopic(question: string, subanswer: string): string | null {
  const asked = new Set(question.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const plain = subanswer.replace(/\([^)]*\)|["“][^"”]*["”]/g, ' ');
  // An item of one or two words is its own topic ("ADS-B Out"): naming it would hand it over.
  if ((plain.match(/[A-Za-z0-9][\w.,-]*/g) ?? []).length < 3) return null;
  const label = /^([^:]{1,40}):\s*/.exec(subanswer)?.[1]?.trim();
  if (label && isPlainWord(label) && label.split(/\s+/).every((w) => asked.has(w.toLowerCase())))
    return label;
  // The label of a list item ("Hypoxic: …") is what the question asks to name: probe the rest.
  const body = plain.replace(/^[^:]{1,40}:\s*/, '');
  for (const phrase of body.split(PHRASE_END)) {
    if (!phrase) continue;
    const words = (phrase.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter(
      (w) => isTopicWord(w) && !asked.has(w.toLowerCase()) && isPlainWord(w),
    );
    const head = words.at(-1);
    if (head) return /^[A-Z]{2,}/.test(head) ? head : head.toLowerCase();
  }
  return null;
}

/** What to probe for the most valuable missing item. */
export function probeTarget(question: string, subanswer: string): ProbeTarget {
  const kind = probeKind(question, subanswer);
  if (kind) return { kind };
  const topic = probeTopic(question, subanswer);
  return topic ? { kind: 'topic', topic } : null;
}

// Stable choice from a small set: the same turn always reads the same (testable), but
// consecutive turns and questions vary.
export const pick = (options: readonly string[], seed: number) => options[Math.abs(seed) % options.length]!;

/** The quoted instruction of a readback drill ('Tower says: "…" Read it back.'), if it is one. */
export function quotedClearance(question: string): string | null {
  if (!/\bread (it |this |that )?back\b/i.test(question)) return null;
  const quoted = /["“]([^"”]{8,})["”]/.exec(question)?.[1]?.trim();
  return quoted ?? null;
}
