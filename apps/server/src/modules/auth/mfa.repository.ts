import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export function createMfaRepository(db: Db, events: DomainEventPublisher) {
  return {
    async setPendingSecret(userId: number, sealedSecret: string) {
      await db
        .update(users)
        .set({ totp_secret: sealedSecret, totp_enabled_at: null, totp_last_step: null })
        .where(eq(users.user_id, userId));
      // The second factor's state decides what a signed-in user may reach.
      events.emit('user.changed', { userId });
    },
    async enable(userId: number, step: number) {
      await db
        .update(users)
        .set({ totp_enabled_at: new Date(), totp_last_step: step })
        .where(eq(users.user_id, userId));
      events.emit('user.changed', { userId });
    },
    async disable(userId: number) {
      await db
        .update(users)
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where(eq(users.user_id, userId));
      events.emit('user.changed', { userId });
    },
    /** Records the step only if it is newer than the last one: false means the code was replayed. */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totp_last_step: step })
        .where(
          and(eq(users.user_id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))),
        )
        .returning({ id: users.user_id });
      return rows.length === 1;
    },
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
