import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminCourseSchema, type AdminCourse } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';

/** `GET /api/course/admin`: every course, area and quiz of the tenant, drafts included. */
export async function getAdminCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  const courses = await apiFetch('/course/admin', { schema: z.array(AdminCourseSchema), signal });
  // docs/product/administration.md, "Admin fetches": admin reads confirm in green.
  notify({ message: 'Successfully obtained all courses.', color: 'success' });
  return courses;
}

export const ADMIN_COURSES_QUERY_KEY = ['course-admin', 'courses'] as const;

export const adminCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_COURSES_QUERY_KEY,
    queryFn: ({ signal }) => getAdminCourses(signal),
    // docs/product/administration.md, "Admin fetches": admin fetch failures are only logged; the tab shows
    // the error inline.
    retry: false,
  });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
