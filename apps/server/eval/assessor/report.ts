/** The eval's printed report: tables, disagreements, targets and the summary line (run.ts scores; gates.ts sets the bars). */
import { EVAL_KINDS, type EvalCase } from './eval.types';
import { labelStats, type CaseResult, type EvalReport, type EvalRun, type LabelStats } from './eval-results';
import {
  MAX_HELDOUT_WRONG_VALUES_ACCEPTED,
  MAX_TUNING_WRONG_VALUES_ACCEPTED,
  MIN_HELDOUT_CASE_AGREEMENT,
  MIN_LABEL_AGREEMENT,
  MIN_TUNING_CASE_AGREEMENT,
  TARGET_CASE_AGREEMENT,
  TARGET_HELDOUT_CASE_AGREEMENT,
  TARGET_WRONG_VALUES_ACCEPTED,
} from './gates';

const pct = (x: number): string => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '-');
const flags = (labels: boolean[]): string => labels.map((l) => (l ? 'T' : 'F')).join('');

/** A plain-text table: text columns left-aligned, numeric-looking columns right-aligned. */
export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, c) => Math.max(h.length, ...cells.map((row) => (row[c] ?? '').length)));
  const numeric = headers.map(
    (_, c) => cells.length > 0 && cells.every((row) => /^[-\d.%]+$/.test(row[c] ?? '')),
  );
  const line = (row: string[]) =>
    row
      .map((cell, c) => (numeric[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

const LABEL_HEADERS = [
  'group',
  'cases',
  'labels',
  'agree',
  'cases agree',
  'false acc',
  'FA rate',
  'false rej',
  'FR rate',
];
const labelRow = (name: string, s: LabelStats): (string | number)[] => [
  name,
  s.cases,
  s.labels,
  pct(s.agreement),
  pct(s.caseAgreement),
  s.falseAccepts,
  pct(s.falseAcceptRate),
  s.falseRejects,
  pct(s.falseRejectRate),
];

function formatDisagreement(r: CaseResult): string {
  const lines = [
    `- ${r.case.question_key} [${r.case.kind}]`,
    `  reply:     "${r.case.reply}"`,
    `  expected:  ${flags(r.case.expected)} (${r.expectedPass ? 'pass' : 'fail'})`,
    `  predicted: ${flags(r.predicted)} (${r.predictedPass ? 'pass' : 'fail'})${r.wrongValueAccepted ? '  <-- WRONG VALUE ACCEPTED' : ''}`,
  ];
  if (r.problem) lines.push(`  problem:   ${r.problem}`);
  r.case.expected.forEach((e, i) => {
    if (e === r.predicted[i]) return;
    const sub = r.rubric.subanswers[i];
    const evidence = r.evidence[i] ? `, evidence "${r.evidence[i]}"` : '';
    lines.push(`  [${i + 1}] ${sub?.subanswer ?? '?'}: expected ${e}, predicted ${!e}${evidence}`);
  });
  if (r.case.note) lines.push(`  note:      ${r.case.note}`);
  return lines.join('\n');
}

/** The full plain-text report. `areaOf` names each case's area for the per-area table. */
export function formatReport(
  report: EvalReport,
  assessorName: string,
  areaOf?: (c: EvalCase) => string,
): string {
  const out: string[] = [];
  out.push(`Assessor evaluation: ${assessorName}`);
  out.push(`${report.cases} cases over ${report.questions} questions`);
  out.push('');

  out.push('Subanswer labels, by kind');
  const kindRows = EVAL_KINDS.filter((k) => report.byKind[k].cases > 0).map((k) =>
    labelRow(k, report.byKind[k]),
  );
  out.push(formatTable(LABEL_HEADERS, [...kindRows, labelRow('ALL', report.labels)]));
  out.push('');

  if (areaOf) {
    const areas = [...new Set(report.results.map((r) => areaOf(r.case)))];
    out.push('Subanswer labels, by area');
    const areaRows = areas.map((area) =>
      labelRow(area, labelStats(report.results.filter((r) => areaOf(r.case) === area))),
    );
    out.push(formatTable(LABEL_HEADERS, areaRows));
    out.push('');
  }

  const q = report.questionLevel;
  out.push('Question pass/fail (sum of points of true labels >= threshold)');
  out.push(
    formatTable(
      ['cases', 'agree', 'false accepts', 'false rejects'],
      [[q.cases, pct(q.agreement), q.falseAccepts, q.falseRejects]],
    ),
  );
  out.push('');

  out.push(
    `Wrong values accepted: ${report.wrongValuesAccepted} (maximum ${MAX_TUNING_WRONG_VALUES_ACCEPTED}, target ${TARGET_WRONG_VALUES_ACCEPTED})`,
  );
  out.push(`Label agreement:       ${pct(report.labels.agreement)} (minimum ${pct(MIN_LABEL_AGREEMENT)})`);
  out.push(
    `Case-level agreement:  ${pct(report.caseAgreement)} (minimum ${pct(MIN_TUNING_CASE_AGREEMENT)}, goal ${pct(TARGET_CASE_AGREEMENT)})`,
  );
  out.push(report.ok ? 'RESULT: OK' : 'RESULT: FAIL');
  out.push('');

  out.push(`Disagreements (${report.disagreements.length})`);
  const ordered = [...report.disagreements].sort(
    (a, b) => Number(b.wrongValueAccepted) - Number(a.wrongValueAccepted),
  );
  for (const r of ordered) out.push(formatDisagreement(r));
  return out.join('\n');
}

/** The issue 13 targets, each with whether this run meets it (printed, not gated). */
export function targetLines(run: EvalRun): string[] {
  const status = (met: boolean) => (met ? 'met' : 'NOT MET');
  return [
    `target held-out case agreement >= ${pct(TARGET_HELDOUT_CASE_AGREEMENT)}: ${pct(run.heldout.caseAgreement)} ${status(run.heldout.caseAgreement >= TARGET_HELDOUT_CASE_AGREEMENT)}`,
    `target tuning wrong values accepted <= ${TARGET_WRONG_VALUES_ACCEPTED}: ${run.tuning.wrongValuesAccepted} ${status(run.tuning.wrongValuesAccepted <= TARGET_WRONG_VALUES_ACCEPTED)}`,
    `target held-out wrong values accepted <= ${TARGET_WRONG_VALUES_ACCEPTED}: ${run.heldout.wrongValuesAccepted} ${status(run.heldout.wrongValuesAccepted <= TARGET_WRONG_VALUES_ACCEPTED)}`,
  ];
}

/** The run's last line, parsed by scripts and quoted in docs/product/assessor.md. */
export function summaryLine(run: EvalRun): string {
  const n = run.tuning.cases + run.heldout.cases;
  const w = run.tuning.wrongValuesAccepted + run.heldout.wrongValuesAccepted;
  return `eval:assessor cases=${n} heldout_cases=${run.heldout.cases} heldout_case_agreement=${pct(run.heldout.caseAgreement)} wrong_values_accepted=${w}`;
}

/** The held-out part: aggregate tables only, so that its individual failures stay unseen. */
export function formatHeldout(report: EvalReport, areaOf: (c: EvalCase) => string): string {
  const out: string[] = [
    'Held-out part (tables only)',
    `${report.cases} cases over ${report.questions} questions`,
    '',
  ];
  const kindRows = EVAL_KINDS.filter((k) => report.byKind[k].cases > 0).map((k) =>
    labelRow(k, report.byKind[k]),
  );
  out.push(formatTable(LABEL_HEADERS, [...kindRows, labelRow('ALL', report.labels)]));
  out.push('');
  const areas = [...new Set(report.results.map((r) => areaOf(r.case)))];
  out.push(
    formatTable(
      LABEL_HEADERS,
      areas.map((a) => labelRow(a, labelStats(report.results.filter((r) => areaOf(r.case) === a)))),
    ),
  );
  out.push('');
  out.push(
    `Held-out wrong values accepted: ${report.wrongValuesAccepted} (maximum ${MAX_HELDOUT_WRONG_VALUES_ACCEPTED}, target ${TARGET_WRONG_VALUES_ACCEPTED})`,
  );
  out.push(
    `Held-out case agreement:        ${pct(report.caseAgreement)} (minimum ${pct(MIN_HELDOUT_CASE_AGREEMENT)}, target ${pct(TARGET_HELDOUT_CASE_AGREEMENT)})`,
  );
  return out.join('\n');
}
