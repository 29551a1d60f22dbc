import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@wilco/shared';
import { apiFetch } from '../api-client';

/**
 * `GET /api/user` (docs/product/shell-and-accounts.md, "Signed-in user"): the signed-in user. It lives here
 * rather than in a feature because the shell, account settings, onboarding and the trial bar all read the
 * same entry.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  // Imported on use: signing in fetches the user, and the sign-in page must not carry zod.
  return apiFetch('/user', {
    schema: () => import('@wilco/shared/auth/auth.schemas').then((m) => m.CurrentUserSchema),
    signal,
  });
}

export const CURRENT_USER_QUERY_KEY = ['user', 'current'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Patches the cached user after a write the server confirmed (welcome saved, consent stored). */
export function updateCachedUser(
  queryClient: QueryClient,
  update: (db: CurrentUser['db_user']) => Partial<CurrentUser['db_user']>,
): void {
  queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, (user) =>
    user ? { ...user, db_user: { ...user.db_user, ...update(user.db_user) } } : user,
  );
}

export function hasRole(user: CurrentUser | undefined, role: string): boolean {
  return user?.db_user.roles.includes(role) ?? false;
}
