import { tokenize } from '../language/tokenize';
import { isContentWord, isValueToken } from './words';

/**
 * docs/product/assessor.md, "Lists and extra items": words a rubric item joins with "or" or a
 * slash ("vents or windows", "rate/depth", "airplane/rotorcraft") are alternatives, so a reply
 * that says one of them has said that part of the item.
 */

/** A slash between words (never between digits: "1/2 mile") read as "or". */
export const slashAsOr = (text: string) => text.replace(/(?<=[a-z)"'])\s*\/\s*(?=[a-z("'])/gi, ' or ');

/** The groups of the item's content words joined by "or", each word of `content` in one group at most. */
export function orGroupsOf(text: string, content: string[]): string[][] {
  const tokens = tokenize(slashAsOr(text)).tokens;
  const groups: string[][] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'or') return;
    const [a, b] = [tokens[i - 1], tokens[i + 1]];
    if (!a || !b || !isContentWord(a) || !isContentWord(b)) return;
    if (!content.includes(a.text) || !content.includes(b.text) || a.text === b.text) return;
    const group = groups.find((g) => g.includes(a.text));
    if (group) {
      if (!group.includes(b.text)) group.push(b.text);
    } else groups.push([a.text, b.text]);
  });
  return groups;
}

/**
 * How many of a phrasing's words the reply said, and out of how many, when each "or" group
 * counts as one word said if any of its members is.
 */
export function groupedCoverage(
  phrasing: string[],
  said: (word: string) => boolean,
  groups: string[][],
): { said: number; of: number } {
  const grouped = new Set(groups.flat());
  const loose = phrasing.filter((w) => !grouped.has(w));
  const inPhrasing = groups.filter((g) => g.some((w) => phrasing.includes(w)));
  return {
    said: loose.filter(said).length + inPhrasing.filter((g) => g.some(said)).length,
    of: loose.length + inPhrasing.length,
  };
}

/**
 * An item without a label whose slash-separated parts are alternatives, one of them a value
 * ("Declare an emergency / squawk 7700 / 121.5"): the content words of each part that holds no
 * value, which convey the item on their own. Null for any other item.
 */
export function phraseAlternatives(text: string): string[][] | null {
  if (text.includes(':') || !/[a-z]\s+\/\s+[a-z0-9]/i.test(text)) return null;
  const parts = text.split(/\s+\/\s+/).map((p) => tokenize(p).tokens);
  if (!parts.some((p) => p.some(isValueToken))) return null;
  const phrases = parts
    .filter((p) => !p.some(isValueToken))
    .map((p) => [...new Set(p.filter(isContentWord).map((t) => t.text))])
    .filter((p) => p.length >= 2);
  return phrases.length ? phrases : null;
}

/** Each slash-separated part's values, as separate alternatives (null unless the item is such a list). */
export function valueAlternatives(text: string): string[] | null {
  if (text.includes(':') || !/[a-z0-9]\s+\/\s+[a-z0-9]/i.test(text)) return null;
  const parts = text.split(/\s+\/\s+/).filter((p) => tokenize(p).tokens.some(isValueToken));
  return parts.length >= 2 ? parts : null;
}
