import { FINAL_STATUSES, type AttemptStatus, type Quiz, type QuizAttempt } from '@wilco/shared';
import type { PreviewQuestion } from '../../../lib/quiz-launch';
import type { Lifecycle } from './player-machine';
import type { PlayerQuestion, Section } from './types';

const FINAL = new Set<AttemptStatus>(FINAL_STATUSES);

export function isFinal(status: AttemptStatus): boolean {
  return FINAL.has(status);
}

/**
 * The attempt's questions in order, with text from the quiz when it has it. The answer comes with
 * a final question attempt, or from the quiz for admins and authors (docs/product/grading.md).
 */
export function buildQuestions(attempt: QuizAttempt, quiz: Quiz | null): PlayerQuestion[] {
  const byId = new Map(quiz?.questions.map((q) => [q.question_id, q]) ?? []);
  return [...attempt.question_attempts]
    .sort((a, b) => a.position - b.position)
    .map((qa) => ({
      question_id: qa.question_id,
      question_attempt_id: qa.question_attempt_id,
      questionText: byId.get(qa.question_id)?.question ?? null,
      questionAnswer: qa.answer || byId.get(qa.question_id)?.answer || null,
      status: qa.attempt_status,
    }));
}

/**
 * docs/product/quiz-player.md, "Resuming": not_attempted questions are still to come, incomplete, attempting
 * and paused ones stay open, and the final statuses keep a hidden section. The quiz continues at the first
 * question that is not final (the length when all are, so the finish dialog opens).
 */
export function planResume(questions: PlayerQuestion[]): { index: number; sections: Section[] } {
  const sections = questions.flatMap((q, questionIndex) =>
    isFinal(q.status) ? [{ questionID: q.question_id, questionIndex, display: false, turns: [] }] : [],
  );
  const next = questions.findIndex((q) => !isFinal(q.status));
  return { index: next === -1 ? questions.length : next, sections };
}

/**
 * docs/product/quiz-player.md, "Preview mode": a one-question quiz titled with the question text. It has no
 * attempt, so nothing is saved (the question attempt id 0 marks that).
 */
export function planPreview(q: PreviewQuestion) {
  const question: PlayerQuestion = {
    question_id: q.question_id,
    question_attempt_id: 0,
    questionText: q.question,
    questionAnswer: q.answer,
    status: 'not_attempted',
  };
  return {
    quizAttemptId: null,
    title: q.question,
    mode: 'chat' as const,
    questions: [question],
    index: 0,
    sections: [] as Section[],
    lifecycle: 'not-started' as Lifecycle,
    ids: { quiz_id: null, course_id: null, area_id: null },
  };
}
