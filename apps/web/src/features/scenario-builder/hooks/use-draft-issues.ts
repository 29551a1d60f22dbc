import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { checkDraft, ScriptDraftBodySchema, type DraftIssue } from '@wilco/shared';
import { useDraftCheck } from '../api/check-draft';
import { toBody, type ScenarioForm } from '../model/form';

/** Issues only the server finds (the judge's reading, deep links of other scenarios). */
const SERVER_CODES = new Set<DraftIssue['code']>([
  'no_checkable_element',
  'wrong_variation',
  'deep_link_taken',
]);
const SERVER_DELAY_MS = 700;

/**
 * docs/product/scenario-builder.md, "Validation": the shared rules on every keystroke, then the
 * server's check (the judge itself) once typing pauses; its findings replace the shared stand-ins.
 */
export function useDraftIssues(control: Control<ScenarioForm>, scriptId: number): DraftIssue[] {
  const values = useWatch({ control }) as ScenarioForm;
  const body = useMemo(() => {
    try {
      return toBody(values);
    } catch {
      return null;
    }
  }, [values]);
  const local = useMemo(
    () =>
      body
        ? checkDraft({
            outbound: body.outbound ?? false,
            script_turns: (body.script_turns ?? []).map((t) => ({
              input: t.input ?? '',
              output: t.output ?? '',
              variations: t.variations ?? [],
              output_variations: t.output_variations ?? [],
              options: t.options ?? {},
            })),
          })
        : [],
    [body],
  );
  const [debounced, setDebounced] = useState<typeof body>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(body), SERVER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body]);
  const parsed = debounced ? ScriptDraftBodySchema.safeParse(debounced) : null;
  const { data } = useDraftCheck(parsed?.success ? { ...parsed.data, script_id: scriptId } : null);
  return useMemo(() => {
    if (!data) return local;
    const server = data.issues.filter((i) => SERVER_CODES.has(i.code));
    return [...local.filter((i) => !SERVER_CODES.has(i.code)), ...server].sort(
      (a, b) => (a.turn ?? 0) - (b.turn ?? 0) || (a.severity === 'error' ? -1 : 1),
    );
  }, [data, local]);
}
