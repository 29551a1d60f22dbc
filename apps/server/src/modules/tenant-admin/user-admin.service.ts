import { ROLE, type AdminUser } from '@wilco/shared';
import {
  BulkAccountSchema,
  toSimulationMinutes,
  type BulkRowResult,
  type BulkUsersBodySchema,
  type BulkUsersResult,
  type NewUserBodySchema,
  type UpdateUserBodySchema,
} from '@wilco/shared/admin/tenant-admin.schemas';
import type { z } from 'zod';
import { badRequest, conflict, conflictOnDuplicate, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import { toAdminUser } from '../admin/admin.service';
import type { NewUserRow, TenantAdminRepository } from './tenant-admin.repository';
import type { TenantsService } from './tenants.service';

type NewUser = z.output<typeof NewUserBodySchema>;
type UpdateUser = z.output<typeof UpdateUserBodySchema>;
type BulkUsers = z.output<typeof BulkUsersBodySchema>;

const EMAIL_TAKEN = 'This email is already in use';
const displayName = (first: string, last: string) => `${first} ${last}`.trim();

/** Rules shared by the three forms (docs/product/administration.md, "Users"). */
function checkSettings(s: { roles?: string[]; subscription_end_date?: string | null | undefined }) {
  if (s.subscription_end_date && s.roles && !s.roles.includes(ROLE.Trial))
    throw badRequest('A subscription end date is only for Trial users');
}

const settingsOf = (s: {
  unlimited_simulation_time: boolean;
  roles: string[];
  max_simulation_time?: { hours: number; minutes: number } | null | undefined;
  subscription_end_date?: string | null | undefined;
}) => ({
  unlimited_simulation_time: s.unlimited_simulation_time,
  roles: s.roles,
  max_simulation_minutes: toSimulationMinutes(s.max_simulation_time),
  subscription_end_date: s.subscription_end_date ? new Date(s.subscription_end_date) : null,
});

export function createUserAdminService(repo: TenantAdminRepository, tenants: TenantsService) {
  /** The tenant a new account goes to: the admin's own, or one it manages. */
  async function targetTenant(admin: AuthContext, tenantId: number | undefined): Promise<number> {
    if (tenantId === undefined || tenantId === admin.tenantId) return admin.tenantId;
    if (!(await tenants.managedIds(admin.tenantId)).includes(tenantId)) throw notFound('Tenant not found');
    return tenantId;
  }

  return {
    /** The tenant a list or a new account is for: the admin's own, or a managed one ('Tenant not found'). */
    tenantFor: targetTenant,

    /** The tenant of a user the admin may act on: one of its managed tenants ('User not found'). */
    async tenantOfUser(admin: AuthContext, userId: number): Promise<number> {
      const user = await repo.findUser(await tenants.managedIds(admin.tenantId), userId);
      if (!user) throw notFound('User not found', 'User not found');
      return user.tenant_id;
    },

    async create(admin: AuthContext, body: NewUser): Promise<AdminUser> {
      checkSettings(body);
      const tenantId = await targetTenant(admin, body.tenant_id);
      if ((await repo.usersByEmail([body.email])).length > 0) throw conflict(EMAIL_TAKEN);
      const [row] = await repo.insertUsers([
        {
          tenant_id: tenantId,
          email: body.email,
          user_name: body.user_name ?? null,
          first_name: body.first_name,
          last_name: body.last_name,
          display_name: displayName(body.first_name, body.last_name),
          password_hash: body.password ? await hashPassword(body.password) : null,
          disabled: body.disabled,
          email_verified: body.email_verified,
          ...settingsOf(body),
        },
      ]);
      if (!row) throw conflict(EMAIL_TAKEN);
      return toAdminUser(row);
    },

    /** Edits a user of a managed tenant; disabling or a new password ends the user's sessions. */
    async update(admin: AuthContext, userId: number, body: UpdateUser): Promise<AdminUser> {
      const managed = await tenants.managedIds(admin.tenantId);
      const user = await repo.findUser(managed, userId);
      if (!user) throw notFound('User not found', 'User not found');
      checkSettings({ roles: body.roles ?? user.roles, subscription_end_date: body.subscription_end_date });
      if (userId === admin.userId && (body.disabled || (body.roles && !body.roles.includes(ROLE.Admin))))
        throw badRequest('You cannot disable yourself or remove your own Admin role');
      if (body.email && body.email !== user.email.toLowerCase()) {
        if ((await repo.usersByEmail([body.email])).length > 0) throw conflict(EMAIL_TAKEN);
      }
      const values: Partial<NewUserRow> = {
        ...(body.user_name !== undefined && { user_name: body.user_name }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.first_name !== undefined && { first_name: body.first_name }),
        ...(body.last_name !== undefined && { last_name: body.last_name }),
        ...(body.disabled !== undefined && { disabled: body.disabled }),
        ...(body.email_verified !== undefined && { email_verified: body.email_verified }),
        ...(body.unlimited_simulation_time !== undefined && {
          unlimited_simulation_time: body.unlimited_simulation_time,
        }),
        ...(body.roles !== undefined && { roles: body.roles }),
        ...(body.max_simulation_time !== undefined && {
          max_simulation_minutes: toSimulationMinutes(body.max_simulation_time),
        }),
        ...(body.subscription_end_date !== undefined && {
          subscription_end_date: body.subscription_end_date ? new Date(body.subscription_end_date) : null,
        }),
        ...(body.password !== undefined && { password_hash: await hashPassword(body.password) }),
      };
      if (body.first_name !== undefined || body.last_name !== undefined)
        values.display_name = displayName(
          body.first_name ?? user.first_name ?? '',
          body.last_name ?? user.last_name ?? '',
        );
      const endSessions = body.disabled === true || body.password !== undefined;
      // Checked above, but two admins may race for the same new email: the unique index decides.
      const row = await conflictOnDuplicate(
        repo.updateUser(managed, userId, values, endSessions),
        EMAIL_TAKEN,
      );
      if (!row) throw notFound('User not found', 'User not found');
      return toAdminUser(row);
    },

    /**
     * One result per row, in order. An email already in the target tenant is reported as existing
     * and left alone, so running the same import twice creates nobody twice.
     */
    async bulk(admin: AuthContext, body: BulkUsers): Promise<BulkUsersResult> {
      checkSettings(body);
      const tenantId = await targetTenant(admin, body.tenant_id);
      const parsed = body.accounts.map((a) => BulkAccountSchema.safeParse(a));
      const emails = parsed.flatMap((p) => (p.success ? [p.data.email] : []));
      const existing = new Map((await repo.usersByEmail(emails)).map((u) => [u.email.toLowerCase(), u]));
      const results: BulkRowResult[] = [];
      const toInsert: { index: number; row: NewUserRow }[] = [];
      const seen = new Set<string>();
      const shared = settingsOf(body);
      parsed.forEach((p, i) => {
        const raw = body.accounts[i]?.email;
        const result: BulkRowResult = {
          row: i + 1,
          email: typeof raw === 'string' ? raw.trim() : null,
          status: 'error',
          user_id: null,
          message: null,
        };
        results.push(result);
        if (!p.success) {
          result.message = p.error.issues.map((issue) => issue.message).join('; ');
          return;
        }
        const a = p.data;
        result.email = a.email;
        const found = existing.get(a.email);
        if (seen.has(a.email)) {
          result.message = 'The same email appears earlier in this list';
        } else if (found && found.tenant_id === tenantId) {
          seen.add(a.email);
          Object.assign(result, {
            status: 'exists',
            user_id: found.user_id,
            message: 'Already has an account',
          });
        } else if (found) {
          result.message = EMAIL_TAKEN;
        } else {
          seen.add(a.email);
          toInsert.push({
            index: i,
            row: {
              tenant_id: tenantId,
              email: a.email,
              user_name: a.user_name ?? null,
              first_name: a.first_name,
              last_name: a.last_name,
              display_name: displayName(a.first_name, a.last_name),
              password_hash: null,
              ...shared,
            },
          });
        }
      });
      const inserted = new Map(
        (await repo.insertUsers(toInsert.map((t) => t.row))).map((u) => [u.email, u.user_id]),
      );
      for (const { index, row } of toInsert) {
        const result = results[index]!;
        const userId = inserted.get(row.email);
        // Lost a race to a concurrent import of the same email: that account exists now.
        Object.assign(
          result,
          userId === undefined
            ? { status: 'exists', message: 'Already has an account' }
            : { status: 'created', user_id: userId },
        );
      }
      const count = (s: BulkRowResult['status']) => results.filter((r) => r.status === s).length;
      return { created: count('created'), existing: count('exists'), failed: count('error'), results };
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
