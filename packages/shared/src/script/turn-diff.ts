import type { ScriptTurnInput } from './script.schemas';
import { TurnFieldSchema, type TurnDiffEntry, type TurnField } from './authoring.schemas';

const FIELDS = TurnFieldSchema.options;

type DiffTurn = Pick<ScriptTurnInput, TurnField>;

/** The fields of a turn that differ between two versions of it. */
export function changedFields(a: DiffTurn, b: DiffTurn): TurnField[] {
  return FIELDS.filter((f) => JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null));
}

const keyOf = (t: DiffTurn) => `${t.input.trim()}\u0000${t.output.trim()}`;

/** Longest common subsequence of turn keys, as pairs of indexes. */
function matchedPairs(a: string[], b: string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const len = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      len[i * cols + j] =
        a[i] === b[j]
          ? len[(i + 1) * cols + j + 1]! + 1
          : Math.max(len[(i + 1) * cols + j]!, len[i * cols + j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i++, j++]);
    } else if (len[(i + 1) * cols + j]! >= len[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * docs/product/scenario-builder.md, "Versions and diff": turns are matched by what is said (input and
 * output), so a moved or inserted turn does not make every later turn look changed; between two
 * matches, removed and added turns side by side are read as one changed turn.
 */
export function diffTurns<T extends DiffTurn>(before: T[], after: T[]): TurnDiffEntry[] {
  const pairs = matchedPairs(before.map(keyOf), after.map(keyOf));
  const out: TurnDiffEntry[] = [];
  const entry = (i: number | null, j: number | null): TurnDiffEntry => {
    const b = i === null ? null : before[i]!;
    const a = j === null ? null : after[j]!;
    const fields = b && a ? changedFields(b, a) : [];
    return {
      kind: !b ? 'added' : !a ? 'removed' : fields.length ? 'changed' : 'same',
      from_order: i === null ? null : i + 1,
      to_order: j === null ? null : j + 1,
      fields,
      before: b ? pick(b) : null,
      after: a ? pick(a) : null,
    };
  };
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [before.length, after.length] as [number, number]]) {
    const removed = pi - i;
    const added = pj - j;
    const paired = Math.min(removed, added);
    for (let k = 0; k < paired; k++) out.push(entry(i + k, j + k));
    for (let k = paired; k < removed; k++) out.push(entry(i + k, null));
    for (let k = paired; k < added; k++) out.push(entry(null, j + k));
    if (pi < before.length) out.push(entry(pi, pj));
    i = pi + 1;
    j = pj + 1;
  }
  return out;
}

function pick(t: DiffTurn): ScriptTurnInput {
  return {
    input: t.input,
    output: t.output,
    section: t.section ?? null,
    flag: t.flag,
    response_type: t.response_type,
    variations: t.variations ?? [],
    output_variations: t.output_variations ?? [],
    annotation: t.annotation ?? null,
    script_input_id: null,
    options: t.options ?? {},
  };
}

/** Scenario fields that differ, turns aside. */
export function changedScriptFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('script_turns');
  return [...keys].filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null)).sort();
}
