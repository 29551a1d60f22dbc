/**
 * Scores the rubric assessor against the labelled evaluation set: the tuning part in ./cases
 * and the held-out part in ./heldout (docs/product/assessor.md).
 *
 *   node --import tsx apps/server/eval/assessor/run.ts
 *
 * Prints both parts' tables, the tuning part's disagreements (never the held-out part's, so
 * that nobody tunes on them), whether each issue 13 target is met, and ends with one summary
 * line. The gate is a non-regression gate: it exits 1 when a part accepts more wrong values
 * than its MAX_*_WRONG_VALUES_ACCEPTED, tuning label or case agreement falls below its floor,
 * or held-out case agreement falls below MIN_HELDOUT_CASE_AGREEMENT. The issue's targets
 * (TARGET_HELDOUT_CASE_AGREEMENT, TARGET_WRONG_VALUES_ACCEPTED) are printed as met or NOT MET.
 */
import { pathToFileURL } from 'node:url';
import type { SeedQuestion } from '../../src/db/seed/content/content.types';
import { allSeedQuestions } from '../../src/db/seed/content/index';
import { createRubricAssessor } from '../../src/engines/conversation/assessor';
import type { Assessment, Assessor, Rubric } from '../../src/engines/conversation/types';
import { cases as allCases, casesByArea } from './cases/index';
import { evalQuestions } from './eval-questions';
import { EVAL_KINDS, WRONG_VALUE_KINDS, type EvalCase, type EvalKind } from './eval.types';
import { heldoutByArea, heldoutCases } from './heldout/index';
import { formatHeldout, formatReport, summaryLine, targetLines } from './report';

export { formatReport, formatTable, summaryLine, targetLines } from './report';

/** Seeded questions plus the eval-only ones (eval-questions.ts). */
export const evalQuestionSet: SeedQuestion[] = [...allSeedQuestions, ...evalQuestions];

/**
 * Gate: share of the tuning part's subanswer labels predicted as expected. 81.4% was measured
 * when the set was written (2026-11-21), 90.3% after the issue 13 value work, 93.1% on
 * 2026-11-23, 94.4% on 2026-11-24 once the first held-out part joined the tuning part, 96.00%
 * after that day's fixes, 96.79% with the concept lexicon, 97.10% later that round, 97.61% at its end; the run fails below this floor. Raise it as the assessor improves;
 * never lower it to make a change pass.
 */
export const MIN_LABEL_AGREEMENT = 0.975;
/** Goal, reported but not gated yet: share of cases whose every label matches. */
export const TARGET_CASE_AGREEMENT = 0.85;

// Non-regression gate: the figures achieved so far, rounded down to the 0.5%. Raise them as the
// assessor improves; never lower them to make a change pass. On 2026-11-24 the held-out part was
// replaced by a fresh one and the first held-out part joined the tuning part, so the held-out
// figures and the tuning wrong-value ceiling start again from what the unchanged assessor scored
// on the new parts (docs/product/assessor.md, "The evaluation"). The issue 13 targets below are
// what the gate must reach; the runner prints whether each is met.

/**
 * Floor: share of the tuning part's cases whose every label matches (87.73% of 750, 2026-11-24;
 * 88.76% of 774 in that day's second round; 90.18% of 863 with the concept lexicon; 90.84% of 912
 * once spoken numbers and conditions were read better; 91.83% of 942 with list items,
 * 92.04% with denials under a label; 92.09% of 974 at the end of that round).
 */
export const MIN_TUNING_CASE_AGREEMENT = 0.92;
/**
 * Floor: share of held-out cases whose every label matches (79.64% of 334 on 2026-11-24; 63.47%
 * on the same fresh part before that day's fixes; 80.24% once words are bound to their label;
 * 81.14% once the question's own words are left out of an item; 81.44% later that round, 81.74%, then 82.63% with list items read by their elements, 82.93% at
 * the end of that round).
 */
export const MIN_HELDOUT_CASE_AGREEMENT = 0.825;
/** Ceiling: wrong values accepted on the tuning part (1 on 2026-11-24; 3 before that day's fixes). */
export const MAX_TUNING_WRONG_VALUES_ACCEPTED = 1;
/**
 * Ceiling: wrong values accepted on the held-out part (15 on 2026-11-24; 19 before that day's
 * fixes; 13 once words are bound to their label; 11 once the question's own words are left out;
 * 10 once knowledge answers' opposites are read).
 */
export const MAX_HELDOUT_WRONG_VALUES_ACCEPTED = 10;

/** Target (issue 13): share of held-out cases whose every label matches. */
export const TARGET_HELDOUT_CASE_AGREEMENT = 0.95;
/** Target (issue 13): wrong values accepted on each part. */
export const TARGET_WRONG_VALUES_ACCEPTED = 0;

/** Label-level figures for a group of cases. Rates are NaN when their denominator is zero. */
export type LabelStats = {
  cases: number;
  labels: number;
  /** Share of labels predicted as expected. */
  agreement: number;
  /** Share of cases whose every label was predicted as expected. */
  caseAgreement: number;
  /** Predicted true where expected false. */
  falseAccepts: number;
  /** falseAccepts / labels expected false. */
  falseAcceptRate: number;
  /** Predicted false where expected true. */
  falseRejects: number;
  /** falseRejects / labels expected true. */
  falseRejectRate: number;
};

export type QuestionStats = {
  cases: number;
  /** Share of cases where predicted pass/fail equals expected pass/fail. */
  agreement: number;
  /** Predicted pass, expected fail. */
  falseAccepts: number;
  /** Predicted fail, expected pass. */
  falseRejects: number;
};

export type CaseResult = {
  case: EvalCase;
  rubric: Rubric;
  predicted: boolean[];
  /** The assessor's evidence per subanswer, in order (null when it gave none). */
  evidence: (string | null)[];
  labelsAgree: boolean;
  expectedPass: boolean;
  predictedPass: boolean;
  /** A wrong-value, wrong-letter or opposite case where a false subanswer was accepted or a failing reply was passed. */
  wrongValueAccepted: boolean;
  /** The assessor threw, or left subanswers unassessed (counted as false). */
  problem?: string;
};

export type EvalReport = {
  cases: number;
  questions: number;
  labels: LabelStats;
  byKind: Record<EvalKind, LabelStats>;
  questionLevel: QuestionStats;
  /** Wrong-value cases where a subanswer expected false was predicted true, or fail was predicted pass (target 0). */
  wrongValuesAccepted: number;
  /** Share of cases whose every label matched (a goal, see TARGET_CASE_AGREEMENT). */
  caseAgreement: number;
  /** Whether the run meets the tuning part's non-regression gate (see evaluateBoth for the held-out part). */
  ok: boolean;
  results: CaseResult[];
  disagreements: CaseResult[];
};

/** The rubric the assessor sees for a seeded question (subanswer ids are 1-based positions). */
export function toRubric(question: SeedQuestion, questionId: number): Rubric {
  return {
    question_id: questionId,
    question: question.question,
    answer: question.answer,
    subanswers: question.subanswers.map((s, i) => ({
      subanswer_id: i + 1,
      subanswer: s.subanswer,
      points: s.points,
    })),
    point_threshold: question.point_threshold,
    contexts: question.contexts,
    examples: question.examples.map((e) => ({
      example: e.example,
      subanswer_examples: e.subanswer_examples.map((se) => ({
        subanswer_id: se.subanswer_index + 1,
        label: se.label,
        evidence: se.evidence,
      })),
    })),
  };
}

const passes = (rubric: Rubric, labels: boolean[]): boolean =>
  rubric.subanswers.reduce((sum, s, i) => sum + (labels[i] ? s.points : 0), 0) >= rubric.point_threshold;

async function assessCase(assessor: Assessor, rubric: Rubric, evalCase: EvalCase): Promise<CaseResult> {
  let assessments: Assessment[] = [];
  let problem: string | undefined;
  try {
    assessments = await assessor.assess(rubric, evalCase.reply);
  } catch (error) {
    problem = `assessor threw: ${error instanceof Error ? error.message : String(error)}`;
  }
  const byId = new Map(assessments.map((a) => [a.subanswer_id, a]));
  const missing = rubric.subanswers.filter((s) => !byId.has(s.subanswer_id)).map((s) => s.subanswer_id);
  if (!problem && missing.length > 0) problem = `no assessment for subanswer ${missing.join(', ')}`;

  const predicted = rubric.subanswers.map((s) => byId.get(s.subanswer_id)?.label ?? false);
  const evidence = rubric.subanswers.map((s) => byId.get(s.subanswer_id)?.evidence ?? null);
  const expected = evalCase.expected;
  const expectedPass = passes(rubric, expected);
  const predictedPass = passes(rubric, predicted);
  const labelsAgree = !problem && expected.every((e, i) => e === predicted[i]);
  const wrongValueAccepted =
    WRONG_VALUE_KINDS.includes(evalCase.kind) &&
    (expected.some((e, i) => !e && predicted[i]) || (predictedPass && !expectedPass));
  return {
    case: evalCase,
    rubric,
    predicted,
    evidence,
    labelsAgree,
    expectedPass,
    predictedPass,
    wrongValueAccepted,
    ...(problem ? { problem } : {}),
  };
}

export function labelStats(results: CaseResult[]): LabelStats {
  let labels = 0;
  let agree = 0;
  let expectedFalse = 0;
  let expectedTrue = 0;
  let falseAccepts = 0;
  let falseRejects = 0;
  for (const r of results) {
    r.case.expected.forEach((e, i) => {
      const p = r.predicted[i] ?? false;
      labels += 1;
      if (e === p) agree += 1;
      if (e) {
        expectedTrue += 1;
        if (!p) falseRejects += 1;
      } else {
        expectedFalse += 1;
        if (p) falseAccepts += 1;
      }
    });
  }
  return {
    cases: results.length,
    labels,
    agreement: agree / labels,
    caseAgreement: results.filter((r) => r.labelsAgree).length / results.length,
    falseAccepts,
    falseAcceptRate: falseAccepts / expectedFalse,
    falseRejects,
    falseRejectRate: falseRejects / expectedTrue,
  };
}

function questionStats(results: CaseResult[]): QuestionStats {
  return {
    cases: results.length,
    agreement: results.filter((r) => r.expectedPass === r.predictedPass).length / results.length,
    falseAccepts: results.filter((r) => r.predictedPass && !r.expectedPass).length,
    falseRejects: results.filter((r) => !r.predictedPass && r.expectedPass).length,
  };
}

/**
 * Runs every case through the assessor and scores it against the expected labels.
 * Throws when a case refers to an unknown question or has the wrong number of labels (a data error).
 */
export async function evaluate(
  assessor: Assessor,
  cases: EvalCase[],
  questions: SeedQuestion[],
): Promise<EvalReport> {
  const rubrics = new Map(questions.map((q, i) => [q.key, toRubric(q, i + 1)]));
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    const rubric = rubrics.get(evalCase.question_key);
    if (!rubric) throw new Error(`Unknown question key "${evalCase.question_key}"`);
    if (evalCase.expected.length !== rubric.subanswers.length) {
      throw new Error(
        `${evalCase.question_key}: ${evalCase.expected.length} labels for ${rubric.subanswers.length} subanswers ("${evalCase.reply}")`,
      );
    }
    results.push(await assessCase(assessor, rubric, evalCase));
  }

  const byKind = Object.fromEntries(
    EVAL_KINDS.map((kind) => [kind, labelStats(results.filter((r) => r.case.kind === kind))]),
  ) as Record<EvalKind, LabelStats>;
  const labels = labelStats(results);
  const wrongValuesAccepted = results.filter((r) => r.wrongValueAccepted).length;
  return {
    cases: results.length,
    questions: new Set(cases.map((c) => c.question_key)).size,
    labels,
    byKind,
    questionLevel: questionStats(results),
    wrongValuesAccepted,
    caseAgreement: labels.caseAgreement,
    ok:
      wrongValuesAccepted <= MAX_TUNING_WRONG_VALUES_ACCEPTED &&
      labels.agreement >= MIN_LABEL_AGREEMENT &&
      labels.caseAgreement >= MIN_TUNING_CASE_AGREEMENT,
    results,
    disagreements: results.filter((r) => !r.labelsAgree || r.expectedPass !== r.predictedPass),
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

/** Both parts of the set, scored by one assessor. */
export type EvalRun = { tuning: EvalReport; heldout: EvalReport; ok: boolean };

export async function evaluateBoth(assessor: Assessor): Promise<EvalRun> {
  const tuning = await evaluate(assessor, allCases, evalQuestionSet);
  const heldout = await evaluate(assessor, heldoutCases, evalQuestionSet);
  const ok =
    tuning.ok &&
    heldout.wrongValuesAccepted <= MAX_HELDOUT_WRONG_VALUES_ACCEPTED &&
    heldout.caseAgreement >= MIN_HELDOUT_CASE_AGREEMENT;
  return { tuning, heldout, ok };
}

const areaLookup = (byArea: Record<string, EvalCase[]>) => {
  const map = new Map<EvalCase, string>();
  for (const [area, areaCases] of Object.entries(byArea)) for (const c of areaCases) map.set(c, area);
  return (c: EvalCase) => map.get(c) ?? '?';
};

async function main(): Promise<void> {
  const assessor = createRubricAssessor();
  const run = await evaluateBoth(assessor);
  const out = [
    'Tuning part',
    formatReport(run.tuning, assessor.name, areaLookup(casesByArea)),
    '',
    formatHeldout(run.heldout, areaLookup(heldoutByArea)),
    '',
    ...targetLines(run),
    run.ok
      ? 'RESULT (both parts, non-regression gate): OK'
      : 'RESULT (both parts, non-regression gate): FAIL',
    summaryLine(run),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  process.exitCode = run.ok ? 0 : 1;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
