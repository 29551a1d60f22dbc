import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';

export type UpdateExamDateInput = { userId: number; examDate: string | null };

/**
 * `PUT /api/user/{userId}/examDate` (docs/product/shell-and-accounts.md, "Exam date"): answers with the
 * updated user.
 */
export function updateExamDate({ userId, examDate }: UpdateExamDateInput): Promise<CurrentUser> {
  return apiFetch(`/user/${userId}/examDate`, {
    method: 'PUT',
    body: { exam_date: examDate },
    schema: CurrentUserSchema,
  });
}

/** The answer replaces the signed-in user (docs/product/shell-and-accounts.md, "Exam date"). */
export function useUpdateExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExamDate,
    meta: { method: 'PUT' },
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
