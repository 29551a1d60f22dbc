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
import {
  labelStats,
  type CaseResult,
  type EvalReport,
  type EvalRun,
  type LabelStats,
  type QuestionStats,
} from './eval-results';
import {
  MAX_HELDOUT_WRONG_VALUES_ACCEPTED,
  MAX_TUNING_WRONG_VALUES_ACCEPTED,
  MIN_HELDOUT_CASE_AGREEMENT,
  MIN_LABEL_AGREEMENT,
  MIN_TUNING_CASE_AGREEMENT,
} from './gates';
import { formatHeldout, formatReport, summaryLine, targetLines } from './report';

export { formatReport, formatTable, summaryLine, targetLines } from './report';

/** Seeded questions plus the eval-only ones (eval-questions.ts). */
export const evalQuestionSet: SeedQuestion[] = [...allSeedQuestions, ...evalQuestions];

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
