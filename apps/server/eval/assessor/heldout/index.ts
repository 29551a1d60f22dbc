import type { EvalCase } from '../eval.types';
import { cases as knowledge } from './knowledge';
import { cases as knowledgeEmergencies } from './knowledge-emergencies';
import { cases as knowledgeMore } from './knowledge-more';
import { cases as knowledgeOther } from './knowledge-other';
import { cases as knowledgeWeather } from './knowledge-weather';
import { cases as readbacks } from './readbacks';
import { cases as readbacksMore } from './readbacks-more';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): written on
 * 2026-11-24 and committed before that day's assessor changes, after the first held-out part had
 * been measured against too often and joined the tuning part (cases/former-heldout-*). Tuning never
 * looks at its individual cases, only at the aggregate tables the runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...readbacks, ...readbacksMore],
  knowledge: [
    ...knowledge,
    ...knowledgeMore,
    ...knowledgeWeather,
    ...knowledgeOther,
    ...knowledgeEmergencies,
  ],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
