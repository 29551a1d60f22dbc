import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminQuizSchema, type AdminCourse, type AdminQuiz, type QuizUpdateBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { ADMIN_COURSES_QUERY_KEY } from './get-admin-courses';

/**
 * `PUT /api/quiz/{id}` (docs/product/administration.md, "Course admin"): name, context, roles and the ordered
 * question list.
 */
export function updateQuiz(body: QuizUpdateBody): Promise<AdminQuiz> {
  return apiFetch(`/quiz/${body.quiz_id}`, { method: 'PUT', body, schema: AdminQuizSchema });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    meta: { method: 'PUT' },
    onSuccess: (saved) => {
      notify({ message: 'Successfully saved quiz.', color: 'success' });
      queryClient.setQueryData<AdminCourse[]>(ADMIN_COURSES_QUERY_KEY, (courses) =>
        courses?.map((c) => ({
          ...c,
          areas: c.areas.map((a) => ({
            ...a,
            quizzes: a.quizzes.map((q) => (q.quiz_id === saved.quiz_id ? saved : q)),
          })),
        })),
      );
      // Learner pages read the same quiz; let them fetch the new version.
      void queryClient.invalidateQueries({ queryKey: ['quiz', saved.quiz_id] });
    },
    onError: (error) => console.error('Quiz save failed', error),
  });
}
