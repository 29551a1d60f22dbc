import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { obtain } from '../utils/obtain';

/** docs/product/administration.md, "Admin fetches", verbatim. */
export const USERS_OBTAINED = 'Successfully obtained all users from backend.';

/** `GET /api/user/all` (docs/product/administration.md, "System admin"): the tenant's users. */
export function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return apiFetch('/user/all', { schema: z.array(AdminUserSchema), signal });
}

export const USERS_QUERY_KEY = ['system-admin', 'users'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => obtain(getUsers(signal), USERS_OBTAINED, 'all users'),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** A user action answers with the updated user: it replaces its row without a refetch. */
export function replaceCachedUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueryData<AdminUser[]>(USERS_QUERY_KEY, (users) =>
    users?.map((u) => (u.user_id === user.user_id ? user : u)),
  );
}
