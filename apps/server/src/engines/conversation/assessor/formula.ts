import type { Token } from '../language/tokenize';
import { sameWord } from './words';

/**
 * docs/product/assessor.md, "Values must match exactly": a formula is a value too. An item that
 * writes one ("Moment = weight × arm", "CG = total moment ÷ total weight") is contradicted by a
 * reply that joins the same two quantities with the other operation ("arm divided by weight") or,
 * for a division, in the other order ("total weight divided by total moment").
 */
export type Formula = { left: string; op: 'times' | 'divide'; right: string };

/** The formula an item writes, as its two quantities' last words and the operation. */
export function formulaOf(item: string): Formula | null {
  const m = /([a-z]+)\s*([×÷])\s*(?:total\s+)?([a-z]+)/i.exec(item);
  if (!m) return null;
  return { left: m[1]!.toLowerCase(), op: m[2] === '×' ? 'times' : 'divide', right: m[3]!.toLowerCase() };
}

const TIMES = new Set(['times', 'multiplied', 'x', '×', '*']);
const DIVIDE = new Set(['divided', 'over', '÷', '/']);

/** The nearest word a quantity could be, skipping "the", "total", "its" and "by". */
function quantityAt(tokens: Token[], from: number, step: 1 | -1): string | undefined {
  for (let k = from, n = 0; k >= 0 && k < tokens.length && n < 3; k += step, n++) {
    const t = tokens[k]!;
    if (t.kind !== 'word') return undefined;
    if (['the', 'total', 'its', 'by', 'a', 'each'].includes(t.text)) continue;
    return t.text;
  }
  return undefined;
}

/** Each "A op B" the reply says, with "divide A by B" read as A ÷ B. */
function saidOperations(tokens: Token[]): Formula[] {
  const out: Formula[] = [];
  tokens.forEach((t, i) => {
    const op = TIMES.has(t.text) ? 'times' : DIVIDE.has(t.text) ? 'divide' : null;
    if (op) {
      const left = quantityAt(tokens, i - 1, -1);
      const right = quantityAt(tokens, i + 1, 1);
      if (left && right) out.push({ left, op, right });
      return;
    }
    if (t.text === 'divide' || t.text === 'multiply') {
      const by = tokens.findIndex((b, k) => k > i && k <= i + 5 && b.text === 'by');
      const left = quantityAt(tokens, i + 1, 1);
      const right = by > 0 ? quantityAt(tokens, by + 1, 1) : undefined;
      if (left && right) out.push({ left, op: t.text === 'divide' ? 'divide' : 'times', right });
    }
  });
  return out;
}

const samePair = (f: Formula, a: string, b: string) => sameWord(f.left, a) && sameWord(f.right, b);

/** True when the reply joins the formula's two quantities with the wrong operation or order. */
export function contradictsFormula(formula: Formula, tokens: Token[]): boolean {
  return saidOperations(tokens).some((said) => {
    const same = samePair(said, formula.left, formula.right);
    const swapped = samePair(said, formula.right, formula.left);
    if (!same && !swapped) return false;
    if (said.op !== formula.op) return true;
    return formula.op === 'divide' && swapped;
  });
}
