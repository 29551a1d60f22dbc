import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCourseSchema, type AdminCourse, type CourseUpdateBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { ADMIN_COURSES_QUERY_KEY } from './get-admin-courses';

/** `PUT /api/course/{id}` (docs/product/administration.md, "Course admin"). */
export function updateCourse(body: CourseUpdateBody): Promise<AdminCourse> {
  return apiFetch(`/course/${body.course_id}`, { method: 'PUT', body, schema: AdminCourseSchema });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    meta: { method: 'PUT' },
    onSuccess: (saved) => {
      notify({ message: 'Successfully saved course header.', color: 'success' });
      queryClient.setQueryData<AdminCourse[]>(ADMIN_COURSES_QUERY_KEY, (courses) =>
        courses?.map((c) => (c.course_id === saved.course_id ? saved : c)),
      );
    },
    onError: (error) => console.error('Course header save failed', error),
  });
}
