import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAreaSchema, type AdminArea, type AdminCourse, type AreaUpdateBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { ADMIN_COURSES_QUERY_KEY } from './get-admin-courses';

/** `PUT /api/course/{courseId}/area/{areaId}` (docs/product/administration.md, "Course admin"). */
export function updateArea(body: AreaUpdateBody): Promise<AdminArea> {
  return apiFetch(`/course/${body.course_id}/area/${body.area_id}`, {
    method: 'PUT',
    body,
    schema: AdminAreaSchema,
  });
}

export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    meta: { method: 'PUT' },
    onSuccess: (saved) => {
      notify({ message: 'Successfully saved area.', color: 'success' });
      queryClient.setQueryData<AdminCourse[]>(ADMIN_COURSES_QUERY_KEY, (courses) =>
        courses?.map((c) => ({
          ...c,
          areas: c.areas.map((a) => (a.area_id === saved.area_id ? saved : a)),
        })),
      );
    },
    onError: (error) => console.error('Area save failed', error),
  });
}
