import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@wilco/shared';
import {
  BulkUsersResultSchema,
  TenantSchema,
  type BulkUsersBody,
  type BulkUsersResult,
  type NewUserBody,
  type Tenant,
  type TenantBody,
  type UpdateUserBody,
} from '@wilco/shared/admin/tenant-admin.schemas';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { USERS_QUERY_KEY, replaceCachedUser } from './get-users';

export const TENANTS_QUERY_KEY = ['system-admin', 'tenants'] as const;

/** `GET /api/tenant`: the admin's tenant and the tenants it manages (docs/product/administration.md, "Tenants"). */
export function useTenants() {
  return useQuery({
    queryKey: TENANTS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/tenant', { schema: z.array(TenantSchema), signal }),
  });
}

/** `POST /api/tenant` without an id, `PUT /api/tenant/{id}` with one. */
export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TenantBody }): Promise<Tenant> =>
      apiFetch(id === null ? '/tenant' : `/tenant/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: TenantSchema,
      }),
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_QUERY_KEY }),
  });
}

/** `POST /api/user` (docs/product/administration.md, "Users"). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUserBody): Promise<AdminUser> =>
      apiFetch('/user', { method: 'POST', body, schema: AdminUserSchema }),
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}

/** `PUT /api/user/{userId}`: edit or disable; the answer replaces the row. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateUserBody }): Promise<AdminUser> =>
      apiFetch(`/user/${userId}`, { method: 'PUT', body, schema: AdminUserSchema }),
    meta: { method: 'PUT', suppressErrorNotification: true },
    onSuccess: (user) => replaceCachedUser(queryClient, user),
  });
}

/** `POST /api/user/bulk`: one result per row. */
export function useBulkUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkUsersBody): Promise<BulkUsersResult> =>
      apiFetch('/user/bulk', { method: 'POST', body, schema: BulkUsersResultSchema }),
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
