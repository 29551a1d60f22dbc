import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminAreaSchema,
  AdminCourseSchema,
  AdminQuizSchema,
  SuccessSchema,
  type AreaCreateBody,
  type CourseCreateBody,
  type QuizCreateBody,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { ADMIN_COURSES_QUERY_KEY } from './get-admin-courses';

/**
 * Creating and deleting courses, areas and quizzes (docs/product/administration.md, "Creating and deleting
 * content"). Each success reloads the tree, which also says so in green.
 */
function useContentMutation<V, R>(fn: (v: V) => Promise<R>, method: 'POST' | 'DELETE', done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { method },
    onSuccess: async () => {
      notify({ message: done, color: 'success' });
      await queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_QUERY_KEY });
    },
    onError: (error) => console.error(`${method} failed`, error),
  });
}

export const useCreateCourse = () =>
  useContentMutation(
    (body: CourseCreateBody) => apiFetch('/course', { method: 'POST', body, schema: AdminCourseSchema }),
    'POST',
    'Successfully created course.',
  );

export const useDeleteCourse = () =>
  useContentMutation(
    (courseId: number) => apiFetch(`/course/${courseId}`, { method: 'DELETE', schema: SuccessSchema }),
    'DELETE',
    'Successfully deleted course.',
  );

export const useCreateArea = () =>
  useContentMutation(
    ({ courseId, body }: { courseId: number; body: AreaCreateBody }) =>
      apiFetch(`/course/${courseId}/area`, { method: 'POST', body, schema: AdminAreaSchema }),
    'POST',
    'Successfully created area.',
  );

export const useDeleteArea = () =>
  useContentMutation(
    ({ courseId, areaId }: { courseId: number; areaId: number }) =>
      apiFetch(`/course/${courseId}/area/${areaId}`, { method: 'DELETE', schema: SuccessSchema }),
    'DELETE',
    'Successfully deleted area.',
  );

export const useCreateQuiz = () =>
  useContentMutation(
    (body: QuizCreateBody) => apiFetch('/quiz', { method: 'POST', body, schema: AdminQuizSchema }),
    'POST',
    'Successfully created quiz.',
  );

export const useDeleteQuiz = () =>
  useContentMutation(
    (quizId: number) => apiFetch(`/quiz/${quizId}`, { method: 'DELETE', schema: SuccessSchema }),
    'DELETE',
    'Successfully deleted quiz.',
  );
