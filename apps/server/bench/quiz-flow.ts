/**
 * One simulated learner of `npm run bench:load`, making the calls the web client makes in a
 * chat-mode quiz (docs/product/quiz-player.md, "Question flow"): sign in, read the quiz's scores
 * and start an attempt at all its questions, fetch the quiz, then per question initial_state → follow_up (until the examiner decides) → save, the
 * event log posted beside as the player does; after a few questions Finish (complete), then the
 * next quiz.
 */
import type {
  ConversationState,
  EventLogBody,
  LoginResponse,
  QuizAttempt,
  UpdateQuizAttemptBody,
} from '@wilco/shared';
import { statePoints } from '@wilco/shared';
import { bucket, pause, timed, type Bucket, type Req } from './load';
import type { BenchQuiz } from './turn-server';

export const STEPS = [
  'sign-in',
  'quiz scores',
  'start attempt',
  'quiz',
  'initial_state',
  'follow_up',
  'save',
  'complete',
  'event log',
] as const;
export type Step = (typeof STEPS)[number];
export type FlowRecord = Record<Step, Bucket>;
export const flowRecord = (): FlowRecord => Object.fromEntries(STEPS.map((s) => [s, bucket()])) as FlowRecord;

/** Mean pauses (ms), each jittered ±50% (load.ts `pause`). */
export type ThinkModel = {
  /** Between signing in or finishing a quiz and starting the next one (reading, choosing). */
  browseMs: number;
  /** Reading the examiner's line and typing an answer. */
  answerMs: number;
};

export type Learner = { email: string; password: string };

export type FlowPlan = {
  base: string;
  quizzes: BenchQuiz[];
  think: ThinkModel;
  /** performance.now() after which no learner starts another action. */
  endsAt: number;
  /** Share of first answers that miss the point (the examiner probes; the model answer follows). */
  weakShare: number;
  /** Questions answered per attempt before Finish (the player's Finish works at any point). */
  questions: number;
};

/** Answers the examiner sees at most per question before the bench gives up on it. */
const MAX_REPLIES = 8;
const WEAK_ANSWER = 'I am not sure, I think it depends on the airspace';

/** docs/product/quiz-player.md, "Scoring": the client's decision, as the player makes it. */
function decided(state: ConversationState): 'correct' | 'incorrect' | null {
  if (statePoints(state) >= state.point_threshold) return 'correct';
  return state.terminate ? 'incorrect' : null;
}

export async function runLearner(plan: FlowPlan, learner: Learner, rec: FlowRecord, index: number) {
  const running = () => performance.now() < plan.endsAt;
  // As the web client's apiFetch: JSON only when there is a body.
  const json = (token: string | null, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Req => ({
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const api = (path: string) => `${plan.base}/api${path}`;
  const qs = (path: string) => `${plan.base}/qs${path}?time=${Date.now()}`;

  const signIn = await timed(
    rec['sign-in'],
    api('/user/login'),
    json(null, { email: learner.email, password: learner.password }),
  );
  const pair = signIn.body as LoginResponse | null;
  if (!signIn.ok || !pair || !('idToken' in pair)) return;
  const token = pair.idToken;
  const tenantId = 1;
  const me = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const asker = { tenant_id: tenantId, user_id: Number(me.sub) };

  // Not awaited by the flow, as in the player (docs/product/quiz-player.md, "Event log").
  const inFlight: Promise<unknown>[] = [];
  const logEvent = (event: string, fields: Omit<EventLogBody, 'event' | 'event_timestamp'>) =>
    inFlight.push(
      timed(
        rec['event log'],
        api('/attempt/eventLog'),
        json(token, {
          event,
          event_timestamp: new Date().toISOString(),
          device_information: 'wilco bench:load',
          screen_size: '1280x800',
          quiz_format: 'chat',
          ...fields,
        }),
      ),
    );

  try {
    for (let round = 0; running(); round++) {
      await pause(plan.think.browseMs);
      if (!running()) break;
      const quiz = plan.quizzes[(index + round) % plan.quizzes.length]!;
      // The start dialog reads the learner's scores (for its question sets); a first attempt is 'All'.
      const scores = await timed(rec['quiz scores'], api(`/attempt/quiz/${quiz.quiz_id}`), json(token));
      if (!scores.ok) return;
      const started = await timed(
        rec['start attempt'],
        api('/attempt/quiz_attempt'),
        json(token, {
          quiz_id: quiz.quiz_id,
          question_ids: null,
          area_id: quiz.area_id,
          course_id: quiz.course_id,
          attempt_type: 'chat',
          question_set: 'All',
        }),
      );
      const attempt = started.body as QuizAttempt | null;
      if (!started.ok || !attempt) return;
      await timed(rec.quiz, api(`/quiz/${quiz.quiz_id}`), json(token));
      const ids = { quiz_id: quiz.quiz_id, course_id: quiz.course_id, area_id: quiz.area_id };
      const answers = new Map(quiz.questions.map((q) => [q.question_id, q.answer]));

      for (const qa of attempt.question_attempts.slice(0, plan.questions)) {
        if (!running()) break;
        const caller = { ...asker, question_id: qa.question_id };
        logEvent('nextQuestion', {
          ...ids,
          quiz_attempt_id: attempt.quiz_attempt_id,
          question_id: qa.question_id,
        });
        const opened = await timed(
          rec.initial_state,
          qs('/initial_state'),
          json(token, { ...caller, generate_audio: false, attempt_id: qa.question_attempt_id }),
        );
        if (!opened.ok) return;
        let state = opened.body as ConversationState;
        let status: 'correct' | 'incorrect' | null = null;
        for (let reply = 0; status === null && reply < MAX_REPLIES && running(); reply++) {
          await pause(plan.think.answerMs);
          const weak = reply === 0 && Math.random() < plan.weakShare;
          const response = weak ? WEAK_ANSWER : (answers.get(qa.question_id) ?? WEAK_ANSWER);
          const next = await timed(
            rec.follow_up,
            qs('/follow_up'),
            json(token, { ...caller, response, state, response_meta: { source: 'text' } }),
          );
          if (!next.ok) return;
          state = next.body as ConversationState;
          status = decided(state);
          logEvent('sendTextAnswer', {
            ...ids,
            quiz_attempt_id: attempt.quiz_attempt_id,
            question_id: qa.question_id,
            user_response: response,
            user_number_of_turns: state.answers,
            question_outcome: status ?? 'incomplete',
          });
        }
        if (status === null) break;
        // The server graded already; the save repeats its decision (docs/product/grading.md).
        const save: UpdateQuizAttemptBody = {
          question_attempt_id: qa.question_attempt_id,
          attempt_status: status,
          feedback: null,
        };
        const saved = await timed(
          rec.save,
          api(`/attempt/quiz_attempt/${attempt.quiz_attempt_id}`),
          json(token, save, 'PUT'),
        );
        if (!saved.ok) return;
      }
      if (!running()) break;
      // Finish (docs/product/quiz-player.md, "Dashboard": a lifecycle control), after a pause.
      await pause(plan.think.browseMs);
      await timed(
        rec.complete,
        api(`/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`),
        json(token, undefined, 'POST'),
      );
    }
  } finally {
    // The event log calls still under way belong to this run's figures.
    await Promise.all(inFlight);
  }
}
