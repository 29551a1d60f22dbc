import { useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';

/** `PUT /api/user/{userId}/examDate`: the tester's date picker sets the signed-in user's exam date. */
export function setEndDate(userId: number, day: string): Promise<CurrentUser> {
  // docs/product/shell-and-accounts.md, "Exam date": an ISO date-time without the trailing Z; midday keeps
  // the day in every zone.
  return apiFetch(`/user/${userId}/examDate`, {
    method: 'PUT',
    body: { exam_date: `${day}T12:00:00` },
    schema: CurrentUserSchema,
  });
}

/** Sets the date and refreshes what shows it (the account, the Home countdown). */
export function useSetEndDate() {
  const queryClient = useQueryClient();
  return async (userId: number, day: string) => {
    const user = await setEndDate(userId, day);
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: ['pages', 'home'] });
    return user;
  };
}
