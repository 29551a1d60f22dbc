import { COLOURS, EXCLUSIVE_KINDS } from '../language/antonyms';
import { tokenize, type Token } from '../language/tokenize';
import { isContentWord, sameWord } from './words';

/**
 * docs/product/assessor.md, "Values must match exactly": an order an item states is a value. In
 * "Less maneuverable category first: balloon, glider, airship, then airplane/rotorcraft" a reply
 * that says "glider before balloon" puts two of the list's things the other way round.
 */
const ORDER_WORDS = new Set(['before', 'over', 'then']);
const FILLER = new Set(['the', 'a', 'an']);
/** How many words before an order word the first thing may stand ("airplane has the right of way over"). */
const THING_REACH = 3;

/** The ordered things an item lists after its label, each as its first content word. */
export function orderedList(item: string): string[] | null {
  const colon = item.indexOf(':');
  if (colon < 0 || !/\b(first|then)\b/i.test(item)) return null;
  const things = item
    .slice(colon + 1)
    .split(/,|\bthen\b/i)
    .map((part) => tokenize(part).tokens.find(isContentWord)?.text)
    .filter((w): w is string => !!w);
  return things.length >= 3 ? things : null;
}

const placeOf = (list: string[], word: string) => list.findIndex((w) => sameWord(w, word));

/** Words that may stand between the things of a list said in a row. */
const LIST_JOINERS = new Set(['and', 'then', 'or', 'finally', 'last', 'next']);

/**
 * A list said in a row ("airplane, airship, glider, balloon"): three things or more, nothing but
 * joiners between them, and two neighbours the other way round.
 */
function listedOutOfOrder(list: string[], words: string[]): boolean {
  let run: number[] = [];
  const check = () => run.length >= 3 && run.some((p, k) => k > 0 && run[k - 1]! > p);
  for (const w of words) {
    const place = placeOf(list, w);
    if (place >= 0) {
      if (!run.includes(place)) run.push(place);
    } else if (!LIST_JOINERS.has(w)) {
      if (check()) return true;
      run = [];
    }
  }
  return check();
}

/**
 * True when the reply says "X before Y" (or "over", "then") for two listed things out of order,
 * or lists them in a row out of order.
 */
export function contradictsOrder(list: string[], tokens: Token[]): boolean {
  const words = tokens.filter((t) => t.kind === 'word' && !FILLER.has(t.text)).map((t) => t.text);
  if (listedOutOfOrder(list, words)) return true;
  return words.some((w, i) => {
    if (!ORDER_WORDS.has(w) || i === 0) return false;
    // "an airplane has the right of way over a glider": the thing may stand a few words back.
    const back = words.slice(Math.max(0, i - THING_REACH), i).reverse();
    const thing = back.find((x) => placeOf(list, x) >= 0 || ORDER_WORDS.has(x));
    const before = thing && !ORDER_WORDS.has(thing) ? placeOf(list, thing) : -1;
    const after = placeOf(list, words[i + 1] ?? '');
    return before >= 0 && after >= 0 && before > after;
  });
}

/**
 * Words of one kind that pick a value (EXCLUSIVE_KINDS: a chart's colours, the kinds of drag;
 * COLOURS: the colours of lights, markings and fuels):
 * true when `said` (the clauses that conveyed the item) has another word of a kind the item names, and
 * not the item's own ("a 700 foot floor under the blue shading" for "Shaded magenta vignette").
 */
export function otherOfKind(item: string, said: string[]): boolean {
  const own = tokenize(item).tokens.map((t) => t.text);
  return [...EXCLUSIVE_KINDS, COLOURS].some((kind) => {
    const mine = kind.filter((w) => own.includes(w));
    if (mine.length === 0) return false;
    return !mine.some((w) => said.includes(w)) && said.some((w) => kind.includes(w) && !mine.includes(w));
  });
}
