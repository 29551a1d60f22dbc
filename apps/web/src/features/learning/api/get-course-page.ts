import { queryOptions, useQuery } from '@tanstack/react-query';
import { CoursePageSchema, type CoursePage } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pages/course`: course cards with their area cards and quiz cards. */
export function getCoursePage(signal?: AbortSignal): Promise<CoursePage> {
  return apiFetch('/pages/course', { schema: CoursePageSchema, signal });
}

export const coursePageQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'course'] as const,
    queryFn: ({ signal }) => getCoursePage(signal),
  });

export function useCoursePage({ enabled = true } = {}) {
  return useQuery({ ...coursePageQueryOptions(), enabled });
}
