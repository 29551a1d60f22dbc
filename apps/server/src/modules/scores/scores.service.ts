import { questionProgress, scopeScore, type ScoreRecord, type WeeklyAreaScores } from '@wilco/shared';
import type { AuthContext } from '../../plugins/access';
import { allQuizzes, questionIdsOf } from '../content/catalog';
import type { ContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import { weeklyAreaScores } from './weekly-scores';

export const SCORE_SCOPES = ['course', 'area', 'quiz'] as const;
export type ScoreScope = (typeof SCORE_SCOPES)[number];

export async function loadProgress(contentRepo: ContentRepository, userId: number) {
  const outcomes = await contentRepo.outcomes(userId);
  return questionProgress(outcomes.map((o) => ({ ...o, at: o.date_modified.getTime() })));
}

export function createScoresService(content: ContentService, contentRepo: ContentRepository) {
  return {
    /** Ids the caller cannot see are left out rather than reported as zero. */
    async byIds(auth: AuthContext, scope: ScoreScope, ids: number[]): Promise<ScoreRecord[]> {
      const [catalog, progress] = await Promise.all([
        content.catalogFor(auth),
        loadProgress(contentRepo, auth.userId),
      ]);
      const quizzes = allQuizzes(catalog);
      const records: ScoreRecord[] = [];
      for (const id of new Set(ids)) {
        if (scope === 'quiz') {
          const quiz = quizzes.find((q) => q.quiz_id === id);
          if (quiz) records.push({ quiz_id: id, ...scopeScore(quiz.question_ids, progress) });
        } else if (scope === 'area') {
          if (catalog.some((c) => c.areas.some((a) => a.area_id === id))) {
            records.push({ area_id: id, ...scopeScore(questionIdsOf(catalog, { area_id: id }), progress) });
          }
        } else if (catalog.some((c) => c.course_id === id)) {
          records.push({ course_id: id, ...scopeScore(questionIdsOf(catalog, { course_id: id }), progress) });
        }
      }
      return records;
    },
    /** docs/product/learning.md, "Progress over time": only courses and areas the caller can see. */
    async weekly(
      auth: AuthContext,
      courseId: number | undefined,
      now = Date.now(),
    ): Promise<WeeklyAreaScores> {
      const [catalog, outcomes] = await Promise.all([
        content.catalogFor(auth),
        contentRepo.outcomes(auth.userId),
      ]);
      const areas = catalog
        .filter((c) => courseId === undefined || c.course_id === courseId)
        .flatMap((c) => c.areas)
        .map((a) => ({
          area_id: a.area_id,
          name: a.name,
          question_ids: questionIdsOf(catalog, { area_id: a.area_id }),
        }));
      const timed = outcomes.map((o) => ({ ...o, at: o.date_modified.getTime() }));
      return weeklyAreaScores(timed, areas, now);
    },
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;
