import { useQuery } from '@tanstack/react-query';
import { WeeklyAreaScoresSchema, type WeeklyAreaScores } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/score/area/weekly` (docs/product/learning.md, "Progress over time"). */
export function getWeeklyAreaScores(courseId?: number, signal?: AbortSignal): Promise<WeeklyAreaScores> {
  return apiFetch('/score/area/weekly', {
    method: 'POST',
    body: courseId === undefined ? {} : { course_id: courseId },
    schema: WeeklyAreaScoresSchema,
    signal,
  });
}

export function useWeeklyAreaScores(courseId?: number) {
  return useQuery({
    queryKey: ['score', 'area', 'weekly', courseId ?? 'all'] as const,
    queryFn: ({ signal }) => getWeeklyAreaScores(courseId, signal),
  });
}
