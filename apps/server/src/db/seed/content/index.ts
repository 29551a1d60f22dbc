import type { SeedQuestion } from './content.types';
import { aeromedicalQuestions } from './questions/aeromedical';
import { airspaceQuestions } from './questions/airspace';
import { airspaceSpecialUseQuestions } from './questions/airspace-special-use';
import { airspaceVfrMinimumsQuestions } from './questions/airspace-vfr-minimums';
import { emergenciesQuestions } from './questions/emergencies';
import { performanceQuestions } from './questions/performance';
import { performanceLimitationsQuestions } from './questions/performance-limitations';
import { radioAtcQuestions } from './questions/radio-atc';
import { radioReadbackQuestions } from './questions/radio-readbacks';
import { radioReadbackGroundQuestions } from './questions/radio-readbacks-ground';
import { regulationsQuestions } from './questions/regulations';
import { regulationsOperationsQuestions } from './questions/regulations-operations';
import { weatherQuestions } from './questions/weather';
import { weatherReportsQuestions } from './questions/weather-reports';

export { seedCourses } from './courses';

/** Every seeded question, area by area; quizzes reference them by key. */
export const allSeedQuestions: SeedQuestion[] = [
  ...airspaceQuestions,
  ...airspaceSpecialUseQuestions,
  ...airspaceVfrMinimumsQuestions,
  ...weatherQuestions,
  ...weatherReportsQuestions,
  ...regulationsQuestions,
  ...regulationsOperationsQuestions,
  ...performanceQuestions,
  ...performanceLimitationsQuestions,
  ...radioAtcQuestions,
  ...radioReadbackQuestions,
  ...radioReadbackGroundQuestions,
  ...emergenciesQuestions,
  ...aeromedicalQuestions,
];
