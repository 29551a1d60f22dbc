import type { ConversationState, FeaturedSection, Quiz, QuizAttempt, QuizCard } from '@wilco/shared';

/** A quiz card as the page endpoints send it; override what the test is about. */
export function makeQuizCard(over: Partial<QuizCard> = {}): QuizCard {
  return {
    quiz_id: 1,
    name: 'ATC Readbacks',
    context: 'You are an air traffic controller.',
    question_count: 10,
    type: 'featured',
    course_id: 2,
    area_id: 8,
    quizAttemptID: null,
    inProgress: false,
    attempts: 0,
    scorePercentage: 0,
    attemptedQuestions: 0,
    last_activity: null,
    ...over,
  };
}

export function makeSection(area_id: number, name: string, quizzes: QuizCard[]): FeaturedSection {
  return { area_id, name, quizzes };
}

type AttemptOver = Partial<Omit<QuizAttempt, 'question_attempts'>> & {
  statuses?: QuizAttempt['question_attempts'][number]['attempt_status'][];
};

export function makeAttempt({ statuses = [], ...over }: AttemptOver = {}): QuizAttempt {
  const id = over.quiz_attempt_id ?? 1;
  return {
    quiz_attempt_id: id,
    quiz_id: 1,
    course_id: 2,
    area_id: 8,
    user_id: 7,
    attempt_type: 'voice',
    score: null,
    completed: false,
    name: 'ATC Readbacks',
    context: '',
    question_set: 'All',
    date_started: '2030-03-04T15:07:00.000Z',
    date_completed: null,
    date_modified: '2030-03-04T15:07:00.000Z',
    question_attempts: statuses.map((attempt_status, i) => ({
      question_attempt_id: id * 100 + i,
      question_id: 11 + i,
      position: i,
      attempt_status,
      feedback: null,
      answer: null,
      date_modified: '2030-03-04T15:07:00.000Z',
    })),
    ...over,
  };
}

/** `GET /api/quiz/{id}` with one question per text, ids from 11 in order. */
export function makeQuiz(quiz_id: number, texts: string[]): Quiz {
  const questions = texts.map((text, i) => ({
    question_id: 11 + i,
    question_name: `q${i + 1}`,
    question: text,
    answer: `Answer to ${text}`,
    subanswers: [],
    point_threshold: 1,
    scoring_type: 'points' as const,
    contexts: [],
    examples: [],
    source: null,
    beta: false,
    difficulty: 1,
    date_created: '2030-01-01T00:00:00.000Z',
    date_modified: '2030-01-01T00:00:00.000Z',
  }));
  return {
    quiz_id,
    name: 'ATC Readbacks',
    context: '',
    everyone: true,
    roles: [],
    publish_state: 'published',
    area_id: 8,
    course_id: 2,
    question_ids: questions.map((q) => q.question_id),
    questions,
  };
}

/** A conversation state as the conversation service sends it (persona line of question 11); override the rest. */
export function makeConversationState(over: Partial<ConversationState> = {}): ConversationState {
  return {
    question_id: 11,
    question: 'Climb and maintain four thousand five hundred.',
    questions: [],
    audio_location: null,
    terminate: false,
    assessments: [],
    points: [],
    point_threshold: 2,
    score_summary: '',
    tenant_id: 1,
    user_id: 7,
    attempt_id: 500,
    persona: 'atc',
    generate_audio: false,
    answers: 0,
    max_answers: 3,
    replies: [],
    conversation_id: 1,
    turn: 1,
    issued_at: 1,
    signature: 'sig',
    ...over,
  } as ConversationState;
}
