import type { EvalCase } from '../eval.types';
import { cases as knowledgeAirspace } from './knowledge-airspace';
import { cases as knowledgeEmergencies } from './knowledge-emergencies';
import { cases as knowledgeOther } from './knowledge-other';
import { cases as knowledgeRegulations } from './knowledge-regulations';
import { cases as knowledgeWeather } from './knowledge-weather';
import { cases as readbacks } from './readbacks';
import { cases as readbacksMore } from './readbacks-more';

/**
 * The held-out part of the evaluation set (docs/product/assessor.md, "The evaluation"): the third
 * one, written on 2026-11-27 and committed before that day's assessor changes. The second held-out
 * part had been read as tables after every round of 2026-11-24 and joined the tuning part
 * (cases/second-heldout-*), as the first had (cases/former-heldout-*). Tuning never looks at its
 * individual cases, only at the aggregate tables the runner prints.
 */
export const heldoutByArea: Record<string, EvalCase[]> = {
  readbacks: [...readbacks, ...readbacksMore],
  knowledge: [
    ...knowledgeRegulations,
    ...knowledgeAirspace,
    ...knowledgeWeather,
    ...knowledgeOther,
    ...knowledgeEmergencies,
  ],
};

export const heldoutCases: EvalCase[] = Object.values(heldoutByArea).flat();
