import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, refreshTokens, users } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export function createPasswordResetRepository(db: Db, events: DomainEventPublisher) {
  return {
    async create(row: typeof passwordResets.$inferInsert) {
      await db.insert(passwordResets).values(row);
    },
    /** Uses the link at most once: the update only matches an unused, unexpired row. */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResets.token_hash, tokenHash),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, now),
          ),
        )
        .returning({ user_id: passwordResets.user_id });
      return row?.user_id ?? null;
    },
    async setPassword(userId: number, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.user_id, userId));
        await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
      });
      events.emit('user.changed', { userId });
      events.emit('session.revoked', { scope: 'user', userId });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
