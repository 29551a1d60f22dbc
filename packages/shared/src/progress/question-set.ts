import type { QuestionSet } from '../attempts/attempts.schemas';

/** The sets a learner can choose when starting a quiz (docs/product/quiz-player.md, "Question sets"). */
export type StartQuestionSet = Exclude<QuestionSet, 'Preview'>;
export const START_QUESTION_SETS: readonly StartQuestionSet[] = ['All', 'Unanswered', 'Best', 'Worst'];

/** (question id, the learner's score on it 0..1, or null when never answered), in quiz order. */
export type QuestionScore = readonly [number, number | null];

export type QuestionSetResult = { ok: true; questionIds: number[] } | { ok: false };

/** docs/product/quiz-player.md, "Question sets": shown in orange when a set cannot be built. */
export const QUESTION_SET_ERROR = 'Error setting up quiz';

function byScore(scores: readonly QuestionScore[], direction: 1 | -1): number[] {
  const answered = scores.flatMap(([id, score]) => (score === null ? [] : [{ id, score }]));
  // Array#sort is stable, so questions with equal scores keep their quiz order.
  return answered.sort((a, b) => (a.score - b.score) * direction).map((q) => q.id);
}

/**
 * docs/product/quiz-player.md, "Resuming":
 * All: every question in quiz order. Unanswered: score null, fails if none.
 * Best / Worst: answered questions by score descending / ascending, the first numQuestions;
 * fails if none.
 */
export function buildQuestionSet(
  set: StartQuestionSet,
  scores: readonly QuestionScore[],
  numQuestions: number,
): QuestionSetResult {
  let ids: number[];
  if (set === 'All') ids = scores.map(([id]) => id);
  else if (set === 'Unanswered') ids = scores.filter(([, score]) => score === null).map(([id]) => id);
  else {
    if (!Number.isInteger(numQuestions) || numQuestions < 1) return { ok: false };
    ids = byScore(scores, set === 'Best' ? -1 : 1).slice(0, numQuestions);
  }
  return ids.length > 0 ? { ok: true, questionIds: ids } : { ok: false };
}

export const DEFAULT_NUM_QUESTIONS = 5;

/** The Best/Worst count field: a whole number from 1 to the quiz's question count. */
export function numQuestionsError(raw: string, questionCount: number): string | null {
  const max = Math.max(1, questionCount);
  if (!/^\d+$/.test(raw.trim())) return `Enter a whole number from 1 to ${max}`;
  const n = Number(raw);
  return n >= 1 && n <= max ? null : `Enter a whole number from 1 to ${max}`;
}

export function defaultNumQuestions(questionCount: number): number {
  return Math.max(1, Math.min(DEFAULT_NUM_QUESTIONS, questionCount));
}
