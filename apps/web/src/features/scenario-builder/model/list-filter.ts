import type { ScriptStatus, ScriptSummary } from '@wilco/shared';

export type ListFilter = { search: string; status: ScriptStatus | 'all'; tag: string | null };

/**
 * docs/product/scenario-builder.md, "The screens": the list narrows by words of the name (any order,
 * any case) or the scenario number, by status and by tag; archived scenarios show only when asked for.
 */
export function filterScenarios(list: ScriptSummary[], filter: ListFilter): ScriptSummary[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((s) => {
    if (filter.status === 'all' ? s.status === 'archived' : s.status !== filter.status) return false;
    if (filter.tag && !s.tags.includes(filter.tag)) return false;
    const haystack = `${s.name.toLowerCase()} #${s.tenant_script_id}`;
    return words.every((w) => haystack.includes(w));
  });
}

/** Every tag in use, most used first, for the tag filter. */
export function tagsOf(list: ScriptSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const s of list) for (const t of s.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
}
