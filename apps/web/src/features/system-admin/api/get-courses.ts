import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseSchema, type Course } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/course` (docs/product/administration.md, "System admin"): the choices for the tenant's primary
 * course.
 */
export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiFetch('/course', { schema: z.array(CourseSchema), signal });
}

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['system-admin', 'courses'] as const,
    queryFn: ({ signal }) => getCourses(signal),
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
