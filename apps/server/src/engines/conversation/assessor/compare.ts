import { VALUE_DESCRIPTORS, antonymsOf } from '../language/lexicon';
import { tokenize, type Token } from '../language/tokenize';
import { measureAt } from '../language/units';
import { sameValue } from './match';
import { isValueToken, sameWord } from './words';

/** One element of an expected clearance, judged in a readback. */
export type ElementResult = {
  /** The element as normalised: "4500", "27l", "n123ab", "a" (a taxiway), "left". */
  expected: string;
  kind: Token['kind'];
  status: 'right' | 'wrong' | 'missing';
  /** What the readback said in its place, when wrong. */
  got?: string;
};

/** The word that introduces a value ("runway", "heading", "via"), to find the readback's value in the same slot. */
function leadOf(tokens: Token[], index: number): string | undefined {
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const t = tokens[i]!;
    if (t.kind === 'word') return t.text;
  }
  return undefined;
}

/**
 * Element-by-element value comparison of a readback against the clearance it reads back
 * (docs/product/assessor.md), for judges that must say which value was wrong or missing: every
 * number, runway, callsign, taxiway letter and side word (left / right, above / below, odd /
 * even …) of `expected` is right when the readback gives the same value in any equivalent form
 * (digits, words, ICAO digits, homophones, "Cessna 123AB" for N123AB), wrong when the readback
 * gives another value of the same kind in its slot or the opposite word, and missing otherwise.
 */
export function compareReadback(expected: string, readback: string): ElementResult[] {
  const want = tokenize(expected).tokens;
  const got = tokenize(readback).tokens;
  const used = new Set<number>();
  const out: ElementResult[] = [];
  want.forEach((w, wi) => {
    if (isValueToken(w) || w.kind === 'letter') {
      const match = got.findIndex(
        (g, gi) => !used.has(gi) && sameValue(w, g, measureAt(want, wi), measureAt(got, gi)),
      );
      if (match >= 0) {
        used.add(match);
        out.push({ expected: w.text, kind: w.kind, status: 'right' });
        return;
      }
      const lead = leadOf(want, wi);
      const slot = got.findIndex(
        (g, gi) => !used.has(gi) && g.kind === w.kind && lead !== undefined && leadOf(got, gi) === lead,
      );
      if (slot >= 0) used.add(slot);
      out.push({
        expected: w.text,
        kind: w.kind,
        status: slot >= 0 ? 'wrong' : 'missing',
        ...(slot >= 0 ? { got: got[slot]!.text } : {}),
      });
      return;
    }
    if (w.kind !== 'word' || !VALUE_DESCRIPTORS.has(w.text)) return;
    const said = got.some((g) => g.kind === 'word' && sameWord(g.text, w.text));
    const opposite = got.find((g) => g.kind === 'word' && antonymsOf(w.text).includes(g.text));
    out.push({
      expected: w.text,
      kind: 'word',
      status: said ? 'right' : opposite ? 'wrong' : 'missing',
      ...(!said && opposite ? { got: opposite.text } : {}),
    });
  });
  return out;
}
