import type { AdminCourse, AdminQuiz, Question } from '@wilco/shared';

export function makeAdminQuiz(over: Partial<AdminQuiz> & Pick<AdminQuiz, 'quiz_id' | 'name'>): AdminQuiz {
  return {
    context: 'You are an examiner.',
    everyone: true,
    roles: [],
    publish_state: 'published',
    publish_at: null,
    expire_at: null,
    display_state: 'published',
    area_id: 1,
    course_id: 1,
    question_ids: [],
    ...over,
  };
}

export function makeQuestion(
  over: Partial<Question> & Pick<Question, 'question_id' | 'question_name'>,
): Question {
  return {
    question: `What about ${over.question_name}?`,
    answer: 'An answer.',
    subanswers: [
      {
        subanswer_id: over.question_id * 10,
        subanswer: 'Key point',
        normalized_subanswer: 'key point',
        points: 2,
      },
    ],
    point_threshold: 1,
    scoring_type: 'points',
    contexts: [],
    examples: [],
    source: null,
    beta: false,
    difficulty: 1,
    date_created: '2025-01-01T00:00:00.000Z',
    date_modified: '2025-01-02T00:00:00.000Z',
    ...over,
  };
}

export const featuredCourse = (quizzes: AdminQuiz[]): AdminCourse => ({
  course_id: 1,
  name: 'Featured Quizzes',
  description: 'Short, mixed quizzes.',
  kind: 'featured',
  areas: [{ area_id: 1, name: 'Checkride Prep', description: '', quizzes }],
});
