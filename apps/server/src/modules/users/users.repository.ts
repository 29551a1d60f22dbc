import { and, eq, isNull } from 'drizzle-orm';
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
    async update(userId: number, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set(values).where(eq(users.user_id, userId)).returning();
      events.emit('user.changed', { userId });
      return row ?? null;
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
    async deleteProgress(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(transcriptions).where(eq(transcriptions.user_id, userId));
        await tx.delete(conversationTurns).where(eq(conversationTurns.user_id, userId));
        // Practice conversations (no attempt to cascade from): their states stop being accepted.
        await tx.delete(conversations).where(eq(conversations.user_id, userId));
        await tx.delete(quizAttempts).where(eq(quizAttempts.user_id, userId));
        // Played scenarios are progress too: their results go, and the queue is as it was assigned.
        await tx.delete(simulations).where(eq(simulations.user_id, userId));
        await tx.update(scriptQueue).set({ completed_at: null }).where(eq(scriptQueue.user_id, userId));
        await tx.update(users).set({ exam_date: null }).where(eq(users.user_id, userId));
        // The review schedule (docs/product/spaced-review.md) starts again from nothing.
        await tx.delete(reviewLogs).where(eq(reviewLogs.user_id, userId));
        await tx.delete(reviewCards).where(eq(reviewCards.user_id, userId));
        await tx.delete(reviewTurnLogs).where(eq(reviewTurnLogs.user_id, userId));
        await tx.delete(reviewTurnCards).where(eq(reviewTurnCards.user_id, userId));
      });
      events.emit('progress.reset', { userId });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
