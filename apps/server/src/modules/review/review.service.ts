import {
  DUE_QUESTION_SET,
  FINAL_STATUSES,
  MAX_REVIEW_QUESTIONS,
  QUESTION_SET_ERROR,
  type AreasDue,
  type OpenReview,
  type QueuedScenario,
  type QuizAttempt,
  type QuizDue,
  type ReviewSummary,
  type ScenariosDue,
  type StartReviewBody,
} from '@wilco/shared';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import { toQuizAttempt } from '../attempts/attempts.service';
import { allQuizzes, questionIdsOf } from '../content/catalog';
import type { ContentService } from '../content/content.service';
import type { PlaylistRepository } from '../playlist/playlist.repository';
import type { SettingsRepository } from '../settings/settings.repository';
import type { ReviewClock } from './review-clock';
import { PACE_DAYS, forecast } from './review-forecast';
import { DAY_MS, dueCounts, examTime, isDueNow, plannedDue, scenarioPlans } from './review-rules';
import type { ReviewRepository } from './review.repository';

type Deps = {
  repo: ReviewRepository;
  content: ContentService;
  attempts: AttemptsRepository;
  settings: SettingsRepository;
  playlist: PlaylistRepository;
  clock: ReviewClock;
};

const FINAL = new Set<string>(FINAL_STATUSES);

/** The learner's schedule read through docs/product/spaced-review.md; cards are their own only. */
export function createReviewService(deps: Deps) {
  const { repo, content } = deps;

  /** The caller's cards on questions they can still reach, each with its planned due time. */
  async function load(auth: AuthContext) {
    const [catalog, cards, examDate] = await Promise.all([
      content.catalogFor(auth),
      repo.cards(auth.tenantId, auth.userId),
      repo.examDate(auth.userId),
    ]);
    const exam = examTime(examDate);
    const visible = new Set(questionIdsOf(catalog, {}));
    const planned = cards
      .filter((c) => visible.has(c.question_id))
      .map((c) => ({ ...c, due: plannedDue(c.fsrs_due.getTime(), c.last_review.getTime(), exam) }));
    return { catalog, planned, exam, examDate, now: deps.clock.now() };
  }

  /** The caller's scenarios with judged turns, each planned like a question's card. */
  async function scenarios(auth: AuthContext, tzOffset: number) {
    const [cards, examDate] = await Promise.all([
      repo.turnCards(auth.tenantId, auth.userId),
      repo.examDate(auth.userId),
    ]);
    const exam = examTime(examDate);
    const now = deps.clock.now();
    const turns = cards.map((c) => ({
      script_id: c.script_id,
      script_name: c.script_name,
      due: plannedDue(c.fsrs_due.getTime(), c.last_review.getTime(), exam),
    }));
    return { plans: scenarioPlans(turns, now, tzOffset), now };
  }

  /**
   * docs/product/spaced-review.md, "Resuming a review": the learner's newest unfinished review
   * across courses, which Home resumes instead of starting another.
   */
  async function openReview(auth: AuthContext): Promise<OpenReview | null> {
    const open = (await deps.attempts.listOwn(auth.userId)).find(
      (a) => a.quiz_id === null && !a.completed && a.question_set === DUE_QUESTION_SET,
    );
    if (!open) return null;
    const attempt = await deps.attempts.findOwn(auth.userId, open.quiz_attempt_id);
    if (!attempt) return null;
    return {
      quiz_attempt_id: attempt.quiz_attempt_id,
      attempt_type: attempt.attempt_type,
      questions: attempt.question_attempts.length,
      answered: attempt.question_attempts.filter((q) => FINAL.has(q.attempt_status)).length,
      last_activity: attempt.date_modified.toISOString(),
    };
  }

  return {
    async summary(auth: AuthContext, tzOffset: number): Promise<ReviewSummary> {
      const [{ catalog, planned, exam, examDate, now }, settings, pace, played, open] = await Promise.all([
        load(auth),
        deps.settings.find(auth.tenantId),
        repo.pace(auth.userId, new Date(deps.clock.now() - PACE_DAYS * DAY_MS)),
        scenarios(auth, tzOffset),
        openReview(auth),
      ]);
      const courses = catalog.filter((c) => c.kind === 'course');
      // The Home dashboard's primary course: the tenant's choice, else the first course.
      const primary = courses.find((c) => c.course_id === settings?.primary_course_id) ?? courses[0] ?? null;
      const questionIds = primary ? questionIdsOf(catalog, { course_id: primary.course_id }) : [];
      return {
        exam_date: examDate?.replace(' ', 'T') ?? null,
        due: dueCounts(
          planned.map((c) => c.due),
          now,
          tzOffset,
        ),
        scenarios: dueCounts(
          played.plans.map((p) => p.due),
          now,
          tzOffset,
        ),
        open_review: open,
        primary_course: primary
          ? { course_id: primary.course_id, name: primary.name, questions: questionIds.length }
          : null,
        forecast: forecast({
          questionIds,
          reps: new Map(planned.map((c) => [c.question_id, c.reps])),
          recentReviews: pace.recent,
          firstReviewAt: pace.first?.getTime() ?? null,
          exam,
          now,
          tzOffset,
        }),
      };
    },

    async areas(auth: AuthContext, tzOffset: number): Promise<AreasDue> {
      const { catalog, planned, now } = await load(auth);
      const due = new Set(planned.filter((c) => isDueNow(c.due, now, tzOffset)).map((c) => c.question_id));
      return {
        areas: catalog.flatMap((c) =>
          c.areas.map((a) => ({
            course_id: c.course_id,
            area_id: a.area_id,
            due: questionIdsOf(catalog, { area_id: a.area_id }).filter((id) => due.has(id)).length,
          })),
        ),
      };
    },

    /** docs/product/spaced-review.md, "Due counts and the due set": the Due choice's count. */
    async quizDue(auth: AuthContext, quizId: number, tzOffset: number): Promise<QuizDue> {
      const { catalog, planned, now } = await load(auth);
      const quiz = allQuizzes(catalog).find((q) => q.quiz_id === quizId);
      if (!quiz) throw notFound('Quiz not found');
      const scope = new Set(quiz.question_ids);
      const due = planned.filter((c) => scope.has(c.question_id) && isDueNow(c.due, now, tzOffset)).length;
      return { quiz_id: quizId, due };
    },

    /** Scenarios with a turn due now, most overdue first (the simulation queue view marks them). */
    async scenariosDue(auth: AuthContext, tzOffset: number): Promise<ScenariosDue> {
      const { plans } = await scenarios(auth, tzOffset);
      return {
        scenarios: plans
          .filter((p) => p.turnsDueNow > 0)
          .map((p) => ({
            script_id: p.script_id,
            script_name: p.script_name,
            turns_due: p.turnsDueNow,
            due_at: new Date(p.due).toISOString(),
          })),
      };
    },

    /**
     * Puts a scenario the learner has played (a turn card of theirs, on a published scenario of
     * their tenant) first in their own queue, so Start replays it; one already pending is moved
     * first rather than queued twice.
     */
    async queueScenario(auth: AuthContext, scriptId: number): Promise<QueuedScenario> {
      const cards = await repo.turnCards(auth.tenantId, auth.userId);
      if (!cards.some((c) => c.script_id === scriptId)) throw notFound('No review of this scenario to queue');
      const pending = await deps.playlist.listPending(auth.tenantId, auth.userId);
      const existing = pending.find((r) => r.script_id === scriptId && r.group_key === null);
      const id =
        existing?.script_queue_id ??
        (await deps.playlist.add({
          tenantId: auth.tenantId,
          userId: auth.userId,
          scriptId,
          groupKey: null,
          queueDisplay: 'SCENARIO_TITLE',
        }));
      const rest = pending.map((r) => r.script_queue_id).filter((q) => q !== id);
      await deps.playlist.setOrder(auth.tenantId, auth.userId, [id, ...rest]);
      return { script_queue_id: id, script_id: scriptId, already_queued: existing !== undefined };
    },

    /**
     * A quiz of the due questions, most overdue first: of one quiz the caller can see, or (quiz
     * null) across every course. Nothing due is the spec's 'Error setting up quiz'.
     */
    async start(auth: AuthContext, body: StartReviewBody): Promise<QuizAttempt> {
      const { catalog, planned, now } = await load(auth);
      const quiz = body.quiz_id === null ? null : allQuizzes(catalog).find((q) => q.quiz_id === body.quiz_id);
      if (quiz === undefined) throw notFound('Quiz not found');
      const scope = quiz ? new Set(quiz.question_ids) : null;
      const ids = planned
        .filter((c) => (scope ? scope.has(c.question_id) : true) && isDueNow(c.due, now, body.tz_offset))
        .sort((a, b) => a.due - b.due || a.question_id - b.question_id)
        .slice(0, MAX_REVIEW_QUESTIONS)
        .map((c) => c.question_id);
      if (ids.length === 0) throw conflict(QUESTION_SET_ERROR, 'nothing_due');
      const created = await deps.attempts.create(
        {
          tenant_id: auth.tenantId,
          user_id: auth.userId,
          quiz_id: quiz?.quiz_id ?? null,
          course_id: quiz?.course_id ?? null,
          area_id: quiz?.area_id ?? null,
          attempt_type: body.attempt_type,
          name: quiz?.name ?? 'Review',
          context: quiz?.context ?? '',
          question_set: DUE_QUESTION_SET,
        },
        ids,
      );
      return toQuizAttempt(created);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
