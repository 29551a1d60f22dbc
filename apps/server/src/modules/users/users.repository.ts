import { and, eq, isNull, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversationTurns,
  conversations,
  quizAttempts,
  refreshTokens,
  scriptQueue,
  simulations,
  reviewCards,
  reviewLogs,
  reviewTurnCards,
  reviewTurnLogs,
  transcriptions,
  users,
} from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import type { SettingsRepository } from '../settings/settings.repository';

export function createUsersRepository(
  db: Db,
  events: DomainEventPublisher,
  settingsRepo: Pick<SettingsRepository, 'find'>,
) {
  return {
    async findInTenant(tenantId: number, userId: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.user_id, userId), eq(users.tenant_id, tenantId)))
        .limit(1);
      return row ?? null;
    },
    /** Null when the user is not in the tenant: the statement itself filters by tenant (issue 17). */
    async update(tenantId: number, userId: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set(values)
        .where(and(eq(users.user_id, userId), eq(users.tenant_id, tenantId)))
        .returning();
      if (!row) return null;
      events.emit('user.changed', { userId });
      return row;
    },
    /** A password change ends every session of the user, on every device. */
    async revokeAllSessions(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
      events.emit('session.revoked', { scope: 'user', userId });
    },
    findSettings: (tenantId: number) => settingsRepo.find(tenantId),
    /**
     * Factory reset: attempts cascade to question attempts and their conversation turns.
     * Turns outside an attempt (question previews) only carry the user id, so they go by user.
     * Feedback and the event log stay: they are the admins' records (their attempt links go null).
     */
    async deleteProgress(tenantId: number, userId: number) {
      // Each statement names the tenant as well as the owner (issue 17: every write filters by both).
      const own = <T extends { tenant_id: AnyColumn; user_id: AnyColumn }>(table: T) =>
        and(eq(table.tenant_id, tenantId), eq(table.user_id, userId));
      await db.transaction(async (tx) => {
        await tx.delete(transcriptions).where(own(transcriptions));
        await tx.delete(conversationTurns).where(own(conversationTurns));
        // Practice conversations (no attempt to cascade from): their states stop being accepted.
        await tx.delete(conversations).where(own(conversations));
        await tx.delete(quizAttempts).where(own(quizAttempts));
        // Played scenarios are progress too: their results go, and the queue is as it was assigned.
        await tx.delete(simulations).where(own(simulations));
        await tx.update(scriptQueue).set({ completed_at: null }).where(own(scriptQueue));
        await tx.update(users).set({ exam_date: null }).where(own(users));
        // The review schedule (docs/product/spaced-review.md) starts again from nothing.
        await tx.delete(reviewLogs).where(own(reviewLogs));
        await tx.delete(reviewCards).where(own(reviewCards));
        await tx.delete(reviewTurnLogs).where(own(reviewTurnLogs));
        await tx.delete(reviewTurnCards).where(own(reviewTurnCards));
      });
      events.emit('progress.reset', { userId });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
