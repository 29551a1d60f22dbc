import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import type { Identity, IdentityCache } from './identity-cache';

export type UserRow = typeof users.$inferSelect;

/** `identities` is the app's one identity cache (identity-cache.ts), forgotten on its events. */
export function createAuthRepository(db: Db, events: DomainEventPublisher, identities: IdentityCache) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
    async findUserById(userId: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
      return row ?? null;
    },
    async touchLogin(userId: number): Promise<void> {
      await db.update(users).set({ last_login: new Date() }).where(eq(users.user_id, userId));
    },
    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    async findRefreshToken(hash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash)).limit(1);
      return row ?? null;
    },
    /**
     * Marks a token used; returns false when another request rotated it first, so two
     * concurrent refreshes with one token cannot both succeed.
     */
    async markRotated(refreshTokenId: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotated_at: new Date() })
        .where(and(eq(refreshTokens.refresh_token_id, refreshTokenId), isNull(refreshTokens.rotated_at)))
        .returning({ id: refreshTokens.refresh_token_id });
      return rows.length === 1;
    },
    /**
     * The user behind an id token and whether its session is still live, in one round trip
     * and cached (identity-cache.ts): every authenticated request pays for this lookup.
     */
    findUserWithSession(userId: number, sessionId: string): Promise<Identity | null> {
      return identities.get(`${userId}:${sessionId}`, async () => {
        const live = db
          .select({ one: sql`1` })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.session_id, sessionId), isNull(refreshTokens.revoked_at)));
        const [row] = await db
          .select({ user: users, isSessionLive: sql<boolean>`exists(${live})` })
          .from(users)
          .where(eq(users.user_id, userId))
          .limit(1);
        return row ? { user: row.user, isSessionLive: Boolean(row.isSessionLive) } : null;
      });
    },
    /** The session made a request: its live refresh token records when (for the idle limit). */
    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ last_active_at: at })
        .where(
          and(
            eq(refreshTokens.session_id, sessionId),
            isNull(refreshTokens.rotated_at),
            isNull(refreshTokens.revoked_at),
          ),
        );
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
      events.emit('session.revoked', { scope: 'family', familyId });
    },
    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.session_id, sessionId), isNull(refreshTokens.revoked_at)));
      events.emit('session.revoked', { scope: 'session', sessionId });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
