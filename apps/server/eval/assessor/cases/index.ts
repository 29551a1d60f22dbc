import type { EvalCase } from '../eval.types';
import { cases as airspace } from './airspace';
import { cases as emergencies } from './emergencies';
import { cases as performance } from './performance';
import { cases as radio } from './radio';
import { cases as readbacks } from './readbacks';
import { cases as regulations } from './regulations';
import { cases as weather } from './weather';

/** The evaluation set, area by area (one file per area). */
export const casesByArea: Record<string, EvalCase[]> = {
  airspace,
  weather,
  regulations,
  performance,
  radio,
  readbacks,
  emergencies,
};

/** Every case of every area. */
export const cases: EvalCase[] = Object.values(casesByArea).flat();
