import type { AdminUser } from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import type { AdminRepository } from './admin.repository';

type UserRow = Awaited<ReturnType<AdminRepository['users']>>[number];
const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toAdminUser(u: UserRow): AdminUser {
  return {
    user_id: u.user_id,
    tenant_id: u.tenant_id,
    email: u.email,
    user_name: u.user_name,
    display_name: u.display_name,
    first_name: u.first_name,
    last_name: u.last_name,
    roles: u.roles,
    disabled: u.disabled,
    email_verified: u.email_verified,
    mfa_enabled: u.totp_enabled_at !== null,
    mfa_required: u.mfa_required,
    features: u.features,
    unlimited_simulation_time: u.unlimited_simulation_time,
    max_simulation_minutes: u.max_simulation_minutes,
    exam_date: u.exam_date?.replace(' ', 'T') ?? null,
    subscription_end_date: iso(u.subscription_end_date),
    last_login: iso(u.last_login),
    date_created: u.date_created.toISOString(),
  };
}

export function createAdminService(repo: AdminRepository) {
  return {
    users: async (tenantId: number) => (await repo.users(tenantId)).map(toAdminUser),
    /** Replaces the features of a user of the admin's tenant; another tenant's user is not found. */
    async setFeatures(tenantId: number, userId: number, features: string[]): Promise<AdminUser> {
      const row = await repo.setFeatures(tenantId, userId, features);
      if (!row) throw notFound('User not found', 'User not found');
      return toAdminUser(row);
    },
    activeAttempts: async (tenantId: number) =>
      (await repo.activeAttempts(tenantId)).map((a) => ({
        ...a,
        date_started: a.date_started.toISOString(),
        date_modified: a.date_modified.toISOString(),
      })),
    feedback: async (tenantId: number) =>
      (await repo.feedback(tenantId)).map((f) => ({ ...f, date_created: f.date_created.toISOString() })),
    events: async (tenantId: number) =>
      (await repo.events(tenantId)).map((e) => ({
        event_log_id: e.event_log_id,
        user_id: e.user_id,
        event: e.event,
        event_timestamp: e.event_timestamp.toISOString(),
        user_email: e.user_email,
        user_role: e.user_role,
        course_id: e.course_id,
        area_id: e.area_id,
        quiz_id: e.quiz_id,
        question_id: e.question_id,
        quiz_format: e.quiz_format,
        question_outcome: e.question_outcome,
        details: e.details,
      })),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
