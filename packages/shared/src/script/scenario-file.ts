import { LineCounter, isMap, isSeq, parseDocument, stringify, type Document } from 'yaml';
import {
  ScoredVariationSchema,
  ScriptDraftBodySchema,
  ScriptTurnInputSchema,
  strayScoredVariations,
  type ScriptDraftFields,
} from './script.schemas';
import type { FileError } from './authoring.schemas';

/** Marks a file as a Wilco scenario and names the layout of its fields. */
export const SCENARIO_FILE_FORMAT = 1;

const FIELD_ORDER = Object.keys(ScriptDraftBodySchema.shape) as (keyof ScriptDraftFields)[];
const TURN_FIELDS = new Set(Object.keys(ScriptTurnInputSchema.shape));
const SCORED_FIELDS = new Set(Object.keys(ScoredVariationSchema.shape));
const TOP_FIELDS = new Set<string>([...FIELD_ORDER, 'wilco_scenario']);

type FileDraft = Omit<ScriptDraftFields, 'caller_profile'> & {
  caller_profile: ScriptDraftFields['caller_profile'] | null;
};

/** The document as written to a file: every authoring field, turns without server ids. */
export function toScenarioDocument(draft: FileDraft): Record<string, unknown> {
  const doc: Record<string, unknown> = { wilco_scenario: SCENARIO_FILE_FORMAT };
  for (const key of FIELD_ORDER) {
    if (key === 'script_turns') continue;
    doc[key] = draft[key];
  }
  doc.script_turns = draft.script_turns.map((t) => ({
    section: t.section,
    input: t.input,
    output: t.output,
    flag: t.flag,
    response_type: t.response_type,
    variations: t.variations,
    output_variations: t.output_variations,
    annotation: t.annotation,
    script_input_id: t.script_input_id,
    options: t.options,
  }));
  return doc;
}

/**
 * docs/product/scenario-builder.md, "Import and export": one readable file per scenario, YAML by default
 * (long lines fold, several-line text becomes a block) or JSON.
 */
export function writeScenarioFile(draft: FileDraft, format: 'yaml' | 'json' = 'yaml'): string {
  const doc = toScenarioDocument(draft);
  if (format === 'json') return `${JSON.stringify(doc, null, 2)}\n`;
  return `# Wilco scenario: ${draft.name}\n${stringify(doc, { lineWidth: 100 })}`;
}

export type ParsedScenarioFile = { ok: true; draft: ScriptDraftFields } | { ok: false; errors: FileError[] };

/** The line of the node at `path`, or of its nearest parent that exists. */
function lineOf(doc: Document, lines: LineCounter, path: PropertyKey[]): number | null {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
  }
  return null;
}

/** Keys that are not scenario fields (a typo would otherwise be dropped without a word). */
function unknownKeys(doc: Document, lines: LineCounter): FileError[] {
  const errors: FileError[] = [];
  const check = (map: unknown, allowed: Set<string>, where: string) => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      const key = (pair.key as { value?: unknown } | null)?.value;
      if (typeof key === 'string' && !allowed.has(key)) {
        const range = (pair.key as { range?: [number, number, number] }).range;
        errors.push({
          line: range ? lines.linePos(range[0]).line : null,
          message: `Unknown field "${key}"${where}`,
        });
      }
    }
  };
  check(doc.contents, TOP_FIELDS, '');
  const turns = isMap(doc.contents) ? doc.contents.get('script_turns', true) : null;
  if (isSeq(turns)) turns.items.forEach((t, i) => check(t, TURN_FIELDS, ` in turn ${i + 1}`));
  const scored = isMap(doc.contents) ? doc.contents.get('scored_variations', true) : null;
  if (isSeq(scored)) scored.items.forEach((v, i) => check(v, SCORED_FIELDS, ` in scored variation ${i + 1}`));
  return errors;
}

const describePath = (path: PropertyKey[]) =>
  path
    .map((p, i) =>
      typeof p === 'number'
        ? path[i - 1] === 'script_turns'
          ? `turn ${p + 1}`
          : path[i - 1] === 'scored_variations'
            ? `scored variation ${p + 1}`
            : `item ${p + 1}`
        : String(p),
    )
    .filter((p) => p !== 'script_turns' && p !== 'scored_variations')
    .join(' › ');

/**
 * docs/product/scenario-builder.md, "Import and export": a YAML or JSON file (JSON is YAML) checked by the
 * same schema as a save; each error names its line.
 */
export function parseScenarioFile(text: string): ParsedScenarioFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length)
    return {
      ok: false,
      errors: doc.errors.map((e) => ({
        line: lines.linePos(e.pos[0]).line,
        message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
      })),
    };
  let value: unknown;
  try {
    value = doc.toJS();
  } catch (err) {
    // A well-formed file can still fail to resolve: an alias to no anchor, or too many aliases.
    return { ok: false, errors: [{ line: 1, message: (err as Error).message }] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return {
      ok: false,
      errors: [{ line: 1, message: 'A scenario file holds one scenario: its fields, one per line' }],
    };
  const format = (value as Record<string, unknown>).wilco_scenario;
  const errors = unknownKeys(doc, lines);
  if (format !== undefined && format !== SCENARIO_FILE_FORMAT)
    errors.push({
      line: lineOf(doc, lines, ['wilco_scenario']),
      message: `Unknown file format ${String(format)}`,
    });
  const parsed = ScriptDraftBodySchema.safeParse(value);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const where = describePath(issue.path);
      errors.push({
        line: lineOf(doc, lines, issue.path),
        message: where ? `${where}: ${issue.message}` : issue.message,
      });
    }
  if (parsed.success)
    for (const stray of strayScoredVariations(parsed.data))
      errors.push({
        line: lineOf(doc, lines, ['scored_variations', stray.index, 'turn']),
        message: stray.message,
      });
  if (errors.length || !parsed.success)
    return { ok: false, errors: errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  return { ok: true, draft: parsed.data };
}
