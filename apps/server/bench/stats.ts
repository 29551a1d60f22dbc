/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Rows under a header: the first column left-aligned, the others right-aligned. */
export function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export type Summary = {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
};

export function summarize(name: string, samples: number[], errors: number, wallMs: number): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    throughput: samples.length / (wallMs / 1000),
  };
}

/**
 * Per route: count, errors, percentiles and throughput. With a baseline (a bare route under the
 * same load), latency ratios too: they show the cost of the work itself, whatever the machine.
 */
export function table(rows: Summary[], baseline?: Summary, first = 'route'): string {
  const ratios = baseline ? ['p50 × bare', 'p95 × bare', 'p99 × bare'] : [];
  const head = [first, 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', ...ratios];
  const body = rows.map((r) => [
    r.name,
    String(r.requests),
    String(r.errors),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p99.toFixed(2),
    r.throughput.toFixed(0),
    ...(baseline
      ? [
          (r.p50 / baseline.p50).toFixed(1),
          (r.p95 / baseline.p95).toFixed(1),
          (r.p99 / baseline.p99).toFixed(1),
        ]
      : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
