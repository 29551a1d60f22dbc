import type { EvalCase } from '../eval.types';
import { cases as airspace } from './airspace';
import { cases as airspaceMore } from './airspace-more';
import { cases as emergencies } from './emergencies';
import { cases as performance } from './performance';
import { cases as radio } from './radio';
import { cases as readbacks } from './readbacks';
import { cases as readbacksMore } from './readbacks-more';
import { cases as regulations } from './regulations';
import { cases as regulationsMore } from './regulations-more';
import { cases as valuesKnowledge } from './values-knowledge';
import { cases as valuesLists } from './values-lists';
import { cases as valuesMore } from './values-more';
import { cases as valuesSwaps } from './values-swaps';
import { cases as valuesReadbacks } from './values-readbacks';
import { cases as valuesReadbacksMore } from './values-readbacks-more';
import { cases as weather } from './weather';

/** The evaluation set, area by area (one file per area). */
export const casesByArea: Record<string, EvalCase[]> = {
  airspace: [...airspace, ...airspaceMore],
  weather,
  regulations: [...regulations, ...regulationsMore],
  performance,
  radio,
  readbacks: [...readbacks, ...readbacksMore],
  emergencies,
  values: [
    ...valuesReadbacks,
    ...valuesReadbacksMore,
    ...valuesKnowledge,
    ...valuesMore,
    ...valuesSwaps,
    ...valuesLists,
  ],
};

/** Every case of every area. */
export const cases: EvalCase[] = Object.values(casesByArea).flat();
