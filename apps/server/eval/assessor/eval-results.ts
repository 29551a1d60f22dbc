import type { Rubric } from '../../src/engines/conversation/types';
import type { EvalCase, EvalKind } from './eval.types';

/** What one run of the evaluation produces (run.ts), and what the report prints (report.ts). */

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

/** Both parts of the set, scored by one assessor. */
export type EvalRun = { tuning: EvalReport; heldout: EvalReport; ok: boolean };

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
