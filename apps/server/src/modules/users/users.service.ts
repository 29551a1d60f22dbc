import type { CurrentUser, UserRoutes } from '@wilco/shared';
import { ROLE } from '@wilco/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import { toCurrentUser } from './current-user';
import type { UsersRepository } from './users.repository';

type SidebarItem = UserRoutes['routes'][number];
// docs/product/shell-and-accounts.md, "Sidebar items": the client drops the first entry of the list.
const DROPPED_FIRST_ENTRY: SidebarItem = { to: '/', title: 'Sign in', icon: 'login' };

/** Union of the sidebar items of every role the user holds, in first-seen order. */
export function sidebarFor(
  roles: readonly string[],
  byRole: Record<string, SidebarItem[]> | null,
): SidebarItem[] {
  const seen = new Map<string, SidebarItem>();
  for (const role of roles)
    for (const item of byRole?.[role] ?? []) if (!seen.has(item.to)) seen.set(item.to, item);
  return [DROPPED_FIRST_ENTRY, ...seen.values()];
}

/** Exam dates arrive as local ISO without a zone; compare them as UTC wall-clock. */
export function isFutureExamDate(examDate: string, now: Date): boolean {
  return Date.parse(`${examDate}Z`) > now.getTime();
}

export function createUsersService(repo: UsersRepository) {
  async function self(auth: AuthContext) {
    const user = await repo.findInTenant(auth.tenantId, auth.userId);
    if (!user) throw notFound('User not found', 'User not found');
    return user;
  }

  return {
    async routes(auth: AuthContext): Promise<UserRoutes> {
      const s = await repo.findSettings(auth.tenantId);
      return {
        css: s?.css ?? null,
        routes: sidebarFor(auth.roles, s?.sidebar_routes ?? null),
        announcement: { text: s?.announcement ?? null },
        logo: s?.logo ?? null,
      };
    },

    async recordingAcknowledged(auth: AuthContext): Promise<boolean> {
      return (await self(auth)).recording_acknowledged;
    },

    /** `save` false acknowledges this session only: nothing is stored, so the prompt returns next time. */
    async acknowledgeRecording(auth: AuthContext, save: boolean): Promise<void> {
      if (save) await repo.update(auth.tenantId, auth.userId, { recording_acknowledged: true });
    },

    async saveWelcome(auth: AuthContext): Promise<void> {
      await repo.update(auth.tenantId, auth.userId, { welcome_saved: true });
    },

    async setExamDate(
      auth: AuthContext,
      userId: number,
      examDate: string | null,
      now = new Date(),
    ): Promise<CurrentUser> {
      const target = await repo.findInTenant(auth.tenantId, userId);
      if (!target) throw notFound('User not found', 'User not found');
      if (userId !== auth.userId && !auth.roles.includes(ROLE.Admin)) throw forbidden();
      if (examDate !== null && !isFutureExamDate(examDate, now)) {
        throw badRequest('Exam date is not valid. (Before current date)');
      }
      const updated = await repo.update(auth.tenantId, userId, { exam_date: examDate });
      if (!updated) throw notFound('User not found', 'User not found');
      return toCurrentUser(updated, auth.sessionId, auth.mfaRequired);
    },

    async resetPassword(auth: AuthContext, password: string): Promise<void> {
      await self(auth);
      await repo.update(auth.tenantId, auth.userId, { password_hash: await hashPassword(password) });
      await repo.revokeAllSessions(auth.userId);
    },

    async factoryReset(auth: AuthContext): Promise<void> {
      await self(auth);
      await repo.deleteProgress(auth.tenantId, auth.userId);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
