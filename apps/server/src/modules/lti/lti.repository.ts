import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { LtiPlatformInput } from '@wilco/shared';
import type { Db } from '../../db/client';
import {
  ltiGradeOutbox,
  ltiLaunches,
  ltiLogins,
  ltiPlatforms,
  ltiUsers,
  quizAttempts,
  scripts,
  simulations,
  tenants,
  users,
  type LtiTarget,
} from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;
export type LaunchRow = typeof ltiLaunches.$inferSelect;
export type OutboxRow = typeof ltiGradeOutbox.$inferSelect;

/** Platforms, logins in flight, launched users, launches and the grade outbox. */
export function createLtiRepository(db: Db, events: DomainEventPublisher) {
  return {
    async listPlatforms(tenantId: number): Promise<PlatformRow[]> {
      return db
        .select()
        .from(ltiPlatforms)
        .where(eq(ltiPlatforms.tenant_id, tenantId))
        .orderBy(asc(ltiPlatforms.platform_id));
    },
    async allPlatforms(): Promise<PlatformRow[]> {
      return db.select().from(ltiPlatforms);
    },
    async findPlatform(issuer: string, clientId: string | null): Promise<PlatformRow[]> {
      return db
        .select()
        .from(ltiPlatforms)
        .where(
          clientId
            ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.client_id, clientId))
            : eq(ltiPlatforms.issuer, issuer),
        );
    },
    async platformById(platformId: number): Promise<PlatformRow | null> {
      const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.platform_id, platformId));
      return row ?? null;
    },
    async insertPlatform(tenantId: number, input: LtiPlatformInput): Promise<PlatformRow | null> {
      const [row] = await db
        .insert(ltiPlatforms)
        .values({ tenant_id: tenantId, ...input })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async updatePlatform(
      tenantId: number,
      platformId: number,
      input: LtiPlatformInput,
    ): Promise<PlatformRow | null> {
      const [row] = await db
        .update(ltiPlatforms)
        .set(input)
        .where(and(eq(ltiPlatforms.platform_id, platformId), eq(ltiPlatforms.tenant_id, tenantId)))
        .returning();
      return row ?? null;
    },
    async deletePlatform(tenantId: number, platformId: number): Promise<boolean> {
      const rows = await db
        .delete(ltiPlatforms)
        .where(and(eq(ltiPlatforms.platform_id, platformId), eq(ltiPlatforms.tenant_id, tenantId)))
        .returning({ id: ltiPlatforms.platform_id });
      return rows.length > 0;
    },
    /** The default tenant: the first one created (the seeded one). */
    async defaultTenantId(): Promise<number | null> {
      const [row] = await db
        .select({ id: tenants.tenant_id })
        .from(tenants)
        .orderBy(asc(tenants.tenant_id))
        .limit(1);
      return row?.id ?? null;
    },

    async insertLogin(row: typeof ltiLogins.$inferInsert): Promise<void> {
      await db.insert(ltiLogins).values(row);
      // Expired logins are of no use to anyone: drop them as new ones arrive.
      await db.delete(ltiLogins).where(lte(ltiLogins.expires_at, sql`now() - interval '1 day'`));
    },
    /** Marks the login used and returns it, once: a second call for the same state gets null. */
    async consumeLogin(state: string) {
      const [row] = await db
        .update(ltiLogins)
        .set({ used_at: new Date() })
        .where(and(eq(ltiLogins.state, state), isNull(ltiLogins.used_at)))
        .returning();
      return row ?? null;
    },
    async findLogin(state: string) {
      const [row] = await db.select().from(ltiLogins).where(eq(ltiLogins.state, state));
      return row ?? null;
    },

    async findLinkedUser(platformId: number, sub: string) {
      const [row] = await db
        .select({ user: users })
        .from(ltiUsers)
        .innerJoin(users, eq(users.user_id, ltiUsers.user_id))
        .where(and(eq(ltiUsers.platform_id, platformId), eq(ltiUsers.sub, sub)));
      return row?.user ?? null;
    },
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.user_id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return Boolean(row);
    },
    /** A user for a platform's `sub`, created with its link in one transaction. */
    async provisionUser(platformId: number, sub: string, user: typeof users.$inferInsert) {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error('user insert returned no row');
        await tx.insert(ltiUsers).values({ platform_id: platformId, sub, user_id: row.user_id });
        return row;
      });
      return created;
    },
    async updateUser(tenantId: number, userId: number, set: Partial<typeof users.$inferInsert>) {
      await db
        .update(users)
        .set(set)
        .where(and(eq(users.user_id, userId), eq(users.tenant_id, tenantId)));
      events.emit('user.changed', { userId });
    },

    async insertLaunch(row: typeof ltiLaunches.$inferInsert): Promise<LaunchRow> {
      const [created] = await db.insert(ltiLaunches).values(row).returning();
      if (!created) throw new Error('launch insert returned no row');
      return created;
    },
    /** A fresh one-time code for the user's own launch (opening it in a window of its own). */
    async renewCode(userId: number, launchId: number, codeHash: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .update(ltiLaunches)
        .set({ code_hash: codeHash, code_expires_at: expiresAt, code_used_at: null })
        .where(and(eq(ltiLaunches.launch_id, launchId), eq(ltiLaunches.user_id, userId)))
        .returning({ id: ltiLaunches.launch_id });
      return rows.length > 0;
    },
    /** The launch whose one-time code this is, once, while the code is fresh. */
    async consumeCode(codeHash: string): Promise<LaunchRow | null> {
      const [row] = await db
        .update(ltiLaunches)
        .set({ code_used_at: new Date() })
        .where(
          and(
            eq(ltiLaunches.code_hash, codeHash),
            isNull(ltiLaunches.code_used_at),
            gt(ltiLaunches.code_expires_at, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },
    async launchOf(userId: number, launchId: number): Promise<LaunchRow | null> {
      const [row] = await db
        .select()
        .from(ltiLaunches)
        .where(and(eq(ltiLaunches.launch_id, launchId), eq(ltiLaunches.user_id, userId)));
      return row ?? null;
    },
    /** The user's latest launch into this resource that carries a line item to grade. */
    async gradedLaunch(userId: number, target: LtiTarget): Promise<LaunchRow | null> {
      const rows = await db
        .select()
        .from(ltiLaunches)
        .where(
          and(
            eq(ltiLaunches.user_id, userId),
            sql`${ltiLaunches.lineitem_url} is not null`,
            sql`${ltiLaunches.target} @> ${JSON.stringify(target)}::jsonb`,
          ),
        )
        .orderBy(desc(ltiLaunches.date_created))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Wilco users linked to these platform subs. */
    async usersBySub(platformId: number, subs: string[]) {
      if (subs.length === 0) return [];
      return db
        .select()
        .from(ltiUsers)
        .where(and(eq(ltiUsers.platform_id, platformId), inArray(ltiUsers.sub, subs)));
    },

    /** Queues a score; a second row for the same attempt is ignored (never sent twice). */
    async enqueueGrade(row: typeof ltiGradeOutbox.$inferInsert): Promise<boolean> {
      const created = await db
        .insert(ltiGradeOutbox)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: ltiGradeOutbox.outbox_id });
      return created.length > 0;
    },
    async dueGrades(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(ltiGradeOutbox)
        .where(and(isNull(ltiGradeOutbox.sent_at), lte(ltiGradeOutbox.next_try_at, new Date())))
        .orderBy(asc(ltiGradeOutbox.next_try_at))
        .limit(limit);
    },
    /**
     * Claims a row for one sender by pushing its next try forward; only the caller whose update
     * matched the old time sends it, so two workers never post the same score.
     */
    async claimGrade(row: OutboxRow, leaseMs: number): Promise<boolean> {
      const claimed = await db
        .update(ltiGradeOutbox)
        .set({ next_try_at: new Date(Date.now() + leaseMs), tries: row.tries + 1 })
        .where(
          and(
            eq(ltiGradeOutbox.outbox_id, row.outbox_id),
            eq(ltiGradeOutbox.tries, row.tries),
            isNull(ltiGradeOutbox.sent_at),
          ),
        )
        .returning({ id: ltiGradeOutbox.outbox_id });
      return claimed.length > 0;
    },
    async gradeSent(outboxId: number): Promise<void> {
      await db
        .update(ltiGradeOutbox)
        .set({ sent_at: new Date(), last_error: null })
        .where(eq(ltiGradeOutbox.outbox_id, outboxId));
    },
    async gradeFailed(outboxId: number, error: string, nextTry: Date): Promise<void> {
      await db
        .update(ltiGradeOutbox)
        .set({ last_error: error.slice(0, 1000), next_try_at: nextTry })
        .where(eq(ltiGradeOutbox.outbox_id, outboxId));
    },
    /** A completed quiz attempt's quiz and score (0..1). */
    async quizAttemptScore(quizAttemptId: number) {
      const [row] = await db
        .select({
          quiz_id: quizAttempts.quiz_id,
          score: quizAttempts.score,
          completed: quizAttempts.completed,
          date: quizAttempts.date_completed,
        })
        .from(quizAttempts)
        .where(eq(quizAttempts.quiz_attempt_id, quizAttemptId));
      return row ?? null;
    },
    /** A completed simulation's scenario deep link and score (0..1, null when no turn counted). */
    async simulationScore(simId: number) {
      const [row] = await db
        .select({
          deep_link: scripts.deep_link,
          results: simulations.results,
          status: simulations.status,
          date: simulations.date_completed,
        })
        .from(simulations)
        .innerJoin(scripts, eq(scripts.script_id, simulations.script_id))
        .where(eq(simulations.sim_id, simId));
      if (!row) return null;
      const score = (row.results as { score?: unknown } | null)?.score;
      return { ...row, score: typeof score === 'number' ? score : null };
    },
    async gradeByKey(attemptKey: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(ltiGradeOutbox).where(eq(ltiGradeOutbox.attempt_key, attemptKey));
      return row ?? null;
    },
  };
}
export type LtiRepository = ReturnType<typeof createLtiRepository>;
