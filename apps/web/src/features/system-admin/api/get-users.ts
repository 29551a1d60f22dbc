import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { obtain } from '../utils/obtain';

/** docs/product/administration.md, "Admin fetches", verbatim. */
export const USERS_OBTAINED = 'Successfully obtained all users from backend.';

/**
 * `GET /api/user/all` (docs/product/administration.md, "System admin"): the tenant's users, or those
 * of a managed tenant the admin picked ("Users").
 */
export function getUsers(tenantId: number | null, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = tenantId === null ? '' : `?tenant_id=${tenantId}`;
  return apiFetch(`/user/all${query}`, { schema: z.array(AdminUserSchema), signal });
}

/** Every tenant's list starts with this key, so one invalidation refreshes them all. */
export const USERS_QUERY_KEY = ['system-admin', 'users'] as const;

/** `tenantId` null: the admin's own tenant. */
export const usersQueryOptions = (tenantId: number | null = null) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, tenantId ?? 'own'],
    queryFn: ({ signal }) => obtain(getUsers(tenantId, signal), USERS_OBTAINED, 'all users'),
  });

export function useUsers(tenantId: number | null = null) {
  return useQuery(usersQueryOptions(tenantId));
}

/** A user action answers with the updated user: it replaces its row without a refetch. */
export function replaceCachedUser(queryClient: QueryClient, user: AdminUser): void {
  queryClient.setQueriesData<AdminUser[]>({ queryKey: USERS_QUERY_KEY }, (users) =>
    users?.map((u) => (u.user_id === user.user_id ? user : u)),
  );
}
