import {
  daysToExam,
  practisedDays,
  questionProgress,
  scopeScore,
  strongestAndWeakest,
  toProgressPercent,
  type CoursePage,
  type Dashboard,
  type HomePage,
  type QuizzesPage,
} from '@wilco/shared';
import type { AuthContext } from '../../plugins/access';
import type { AttemptsRepository } from '../attempts/attempts.repository';
import { questionIdsOf } from '../content/catalog';
import type { ContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import type { SettingsRepository } from '../settings/settings.repository';
import type { UsersRepository } from '../users/users.repository';
import { createCardBuilder } from './cards';

const FINAL = new Set(['correct', 'incorrect', 'skipped']);

type Deps = {
  content: ContentService;
  contentRepo: ContentRepository;
  attempts: AttemptsRepository;
  settings: SettingsRepository;
  users: UsersRepository;
  clock?: () => Date;
};

/** Each learner page in one round trip (docs/product/learning.md, "Page data"). */
export function createPagesService(deps: Deps) {
  const clock = deps.clock ?? (() => new Date());

  async function load(auth: AuthContext) {
    const [catalog, outcomes, attempts] = await Promise.all([
      deps.content.catalogFor(auth),
      deps.contentRepo.outcomes(auth.userId),
      deps.attempts.listOwn(auth.userId),
    ]);
    const progress = questionProgress(outcomes.map((o) => ({ ...o, at: o.date_modified.getTime() })));
    return { catalog, outcomes, attempts, progress, cards: createCardBuilder(progress, attempts) };
  }

  return {
    async home(auth: AuthContext, tzOffsetMinutes: number): Promise<HomePage> {
      const [{ catalog, outcomes, attempts, progress, cards }, settings, user] = await Promise.all([
        load(auth),
        deps.settings.find(auth.tenantId),
        deps.users.findInTenant(auth.tenantId, auth.userId),
      ]);
      const now = clock();
      const courses = catalog.filter((c) => c.kind === 'course');
      // Replaces the original product's hard-coded course 19: the tenant's primary course, else the first.
      const primary = courses.find((c) => c.course_id === settings?.primary_course_id) ?? courses[0] ?? null;
      const areaScores = (primary?.areas ?? []).map((a) => {
        const s = scopeScore(questionIdsOf(catalog, { area_id: a.area_id }), progress);
        return { name: a.name, score: s.score, answered: s.answered };
      });
      const topics = strongestAndWeakest(areaScores);
      const examDate = user?.exam_date?.replace(' ', 'T') ?? null;
      const allCards = catalog.flatMap((c) =>
        c.areas.flatMap((a) => a.quizzes.map((q) => cards.quizCard(q, c.kind))),
      );
      const inProgress = allCards
        .filter((q) => q.inProgress)
        .sort((a, b) => (b.last_activity ?? '').localeCompare(a.last_activity ?? ''));
      const dashboard: Dashboard = {
        exam_date: examDate,
        days_to_exam: daysToExam(examDate, now),
        overall_progress: primary
          ? toProgressPercent(
              scopeScore(questionIdsOf(catalog, { course_id: primary.course_id }), progress).score,
            )
          : 0,
        strongest_topic: topics.strongest,
        weakest_topic: topics.weakest,
        days_practised: practisedDays(
          outcomes.filter((o) => FINAL.has(o.attempt_status)).map((o) => o.date_modified.getTime()),
          now,
          tzOffsetMinutes,
        ),
        quizzes_in_progress: new Set(
          attempts.filter((a) => !a.completed && a.quiz_id !== null).map((a) => a.quiz_id),
        ).size,
        primary_course_id: primary?.course_id ?? null,
      };
      return { dashboard, continue_learning: inProgress, featured: cards.featuredSections(catalog) };
    },

    async course(auth: AuthContext): Promise<CoursePage> {
      const { catalog, cards } = await load(auth);
      return { courses: cards.courseCards(catalog) };
    },

    async quizzes(auth: AuthContext): Promise<QuizzesPage> {
      const { catalog, cards } = await load(auth);
      return { sections: cards.featuredSections(catalog) };
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
