import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';
import { checkDraft, ScriptDraftBodySchema, type DraftIssue } from '@wilco/shared';
import { useDraftCheck } from '../api/check-draft';
import { toBody, type ScenarioForm } from '../model/form';

/** Issues only the server finds (the judge's reading, deep links of other scenarios). */
const SERVER_CODES = new Set<DraftIssue['code']>([
  'no_checkable_element',
  'wrong_variation',
  'deep_link_taken',
]);
/** The shared rules run once typing pauses this long, not on every keystroke. */
const LOCAL_DELAY_MS = 150;
/** The server's check waits for a longer pause. */
const SERVER_DELAY_MS = 700;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's current findings, outside React state: a component reads only the part it shows
 * (`useDraftIssues`), so a finding that changes re-renders the fields it concerns, not the editor.
 */
export type IssueStore = {
  get: () => DraftIssue[];
  set: (issues: DraftIssue[]) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createIssueStore(initial: DraftIssue[]): IssueStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(issues) {
      if (same(current, issues)) return;
      current = issues;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const IssueStoreContext = createContext<IssueStore | null>(null);

/**
 * The part of the findings a component shows; it re-renders only when that part changes (an
 * equal selection keeps its identity).
 */
export function useDraftIssues<T>(select: (issues: DraftIssue[]) => T): T {
  const store = useContext(IssueStoreContext);
  if (!store) throw new Error('useDraftIssues needs the editor’s IssueStoreContext');
  const last = useRef<{ from: DraftIssue[]; select: typeof select; value: T } | null>(null);
  const snapshot = () => {
    const from = store.get();
    const kept = last.current;
    if (kept && kept.from === from && kept.select === select) return kept.value;
    const value = select(from);
    const stable = kept && same(kept.value, value) ? kept.value : value;
    last.current = { from, select, value: stable };
    return stable;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

function bodyOf(values: ScenarioForm) {
  try {
    return toBody(values);
  } catch {
    return null;
  }
}

function rulesOf(body: ReturnType<typeof bodyOf>): DraftIssue[] {
  if (!body) return [];
  return checkDraft({
    outbound: body.outbound ?? false,
    script_turns: (body.script_turns ?? []).map((t) => ({
      input: t.input ?? '',
      output: t.output ?? '',
      variations: t.variations ?? [],
      output_variations: t.output_variations ?? [],
      options: t.options ?? {},
    })),
  });
}

/** The shared rules' findings on the form as it is (the store's first value). */
export const localIssues = (values: ScenarioForm) => rulesOf(bodyOf(values));

/**
 * docs/product/scenario-builder.md, "Validation": the shared rules once typing pauses briefly,
 * then the server's check (the judge itself) after a longer pause; its findings replace the shared
 * stand-ins. Reads the form through a subscription, so a keystroke re-renders nothing here; the
 * findings go to `store`.
 */
export function useDraftChecks(store: IssueStore, scriptId: number): void {
  const { getValues, subscribe } = useFormContext<ScenarioForm>();
  const [body, setBody] = useState(() => bodyOf(getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(() => setBody(bodyOf(getValues())), LOCAL_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [getValues, subscribe]);
  const local = useMemo(() => rulesOf(body), [body]);
  const [debounced, setDebounced] = useState<typeof body>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(body), SERVER_DELAY_MS - LOCAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body]);
  const parsed = debounced ? ScriptDraftBodySchema.safeParse(debounced) : null;
  const { data } = useDraftCheck(parsed?.success ? { ...parsed.data, script_id: scriptId } : null);
  const issues = useMemo(() => {
    if (!data) return local;
    const server = data.issues.filter((i) => SERVER_CODES.has(i.code));
    return [...local.filter((i) => !SERVER_CODES.has(i.code)), ...server].sort(
      (a, b) => (a.turn ?? 0) - (b.turn ?? 0) || (a.severity === 'error' ? -1 : 1),
    );
  }, [data, local]);
  useEffect(() => store.set(issues), [store, issues]);
}
