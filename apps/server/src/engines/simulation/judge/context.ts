import type { Token } from '../../conversation/language/tokenize';
import type { ElementKind } from './types';

/** One element found in a transmission (expected or heard), with the tokens that carry it. */
export type Found = {
  kind: ElementKind;
  /** Canonical value: "27L", "4500", "FL240", "124.35", "4213", "29.92", "left 270", "A C". */
  value: string;
  tokens: number[];
  /** The source words that carry it, for matched_words and quoting. */
  words: string[];
  /** Words of the transmission that introduce it ("climb and maintain", "direct"), for corrections. */
  lead?: string;
};

/** A transmission prepared for extraction: its source words, normalised tokens and per-word forms. */
export type Prepared = {
  words: string[];
  tokens: Token[];
  /** Each source word lower-cased without punctuation (homophones folded), for phrase search. */
  norm: string[];
};

export type Ctx = Prepared & { claimed: Set<number>; found: Found[] };

export const newCtx = (p: Prepared): Ctx => ({ ...p, claimed: new Set(), found: [] });

export const tok = (ctx: Ctx, i: number): Token | undefined => ctx.tokens[i];
export const isFree = (ctx: Ctx, i: number) => i >= 0 && i < ctx.tokens.length && !ctx.claimed.has(i);
export const wordAt = (ctx: Ctx, i: number, ...texts: string[]) => {
  const t = ctx.tokens[i];
  return t !== undefined && t.kind === 'word' && texts.includes(t.text);
};
export const isInteger = (t: Token | undefined): t is Token =>
  t !== undefined && t.kind === 'number' && Number.isInteger(t.value);

/** The source words a set of tokens spans. */
export function wordsOf(ctx: Prepared, indexes: number[]): string[] {
  const ts = indexes.map((i) => ctx.tokens[i]!).filter(Boolean);
  if (ts.length === 0) return [];
  const from = Math.min(...ts.map((t) => t.start));
  const to = Math.max(...ts.map((t) => t.end));
  return ctx.words.slice(from, to + 1).map((w) => w.replace(/^[^\w]+|[^\w]+$/g, ''));
}

/** The source words of one token ("four thousand five hundred"), lower-cased. */
export const sourceOf = (ctx: Prepared, t: Token) => ctx.norm.slice(t.start, t.end + 1);

/** A comma or full stop after a token's last word ends a group ("Cessna 12345, five miles south"). */
export const endsGroup = (ctx: Prepared, t: Token) => /[,;:.!?]$/.test(ctx.words[t.end] ?? '');

export function claim(ctx: Ctx, f: Omit<Found, 'words'>): Found {
  for (const i of f.tokens) ctx.claimed.add(i);
  const found = { ...f, words: wordsOf(ctx, f.tokens) };
  ctx.found.push(found);
  return found;
}
