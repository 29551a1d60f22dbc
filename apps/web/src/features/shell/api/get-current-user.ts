import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/user` (spec 01 §7.1): the signed-in user. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch('/user', { schema: CurrentUserSchema, signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'current'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/** Name and email for the bottom of the sidebar (spec 01 §2.3), or null while unknown. */
export function useSidebarUser(): { name: string; email: string } | null {
  const { data } = useQuery(currentUserQueryOptions());
  return data ? { name: data.auth_user.display_name, email: data.auth_user.email } : null;
}
