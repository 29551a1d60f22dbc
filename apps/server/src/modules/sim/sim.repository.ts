import { and, asc, desc, eq, getTableColumns, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DebriefExchange, SimulationStatus, SimulationType } from '@wilco/shared';
import type { Db } from '../../db/client';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import { conflict } from '../../lib/http-errors';
import { scriptTurns, scriptVersions, scripts, simulations, tenants, users } from '../../db/schema';

export type SimScriptRow = typeof scripts.$inferSelect;
export type SimTurnRow = typeof scriptTurns.$inferSelect;
export type SimRow = typeof simulations.$inferSelect;

/** What a simulation row keeps in `results` besides its exchanges (docs/product/simulations.md). */
export type SimResults = {
  script_name: string;
  deep_link: boolean;
  score: number | null;
  reason: string | null;
  /**
   * Queue group of a multi-chat simulation and its index in it. `id` names this start of the group
   * (a group played again after an abandoned start shares its key, never its id): a rejoin rebuilds the
   * group and its completion from the rows that carry it (docs/product/simulations.md, "Reconnecting").
   */
  group: { key: string; index: number; id?: string } | null;
  /** On a group's first chat: the group's items were completed (once, by whichever end came last). */
  group_completed?: boolean;
  /**
   * An author's test-play of the working copy (docs/product/scenario-builder.md, "Test-play"):
   * kept for its debrief, never listed among the author's own past simulations.
   */
  test_play?: boolean;
  /**
   * The connection that runs the call now (docs/product/simulations.md, "Reconnecting"): a rejoin
   * elsewhere takes it over, and the writes of the connection that lost it change nothing.
   */
  live_on?: string;
  /** Time left when the call's connection dropped; null when unlimited. */
  seconds_left?: number | null;
};

export type NewSimulation = {
  tenantId: number;
  userId: number;
  scriptId: number;
  scriptQueueId: number | null;
  /** The published version played; null for a test-play of the working copy. */
  scriptVersion: string | null;
  type: SimulationType;
  results: SimResults;
};

const TAKEN_OVER = 'This call continues on another connection';
const isLive = inArray(simulations.status, ['connecting', 'active']);
const inGroup = (groupId: string) => sql`${simulations.results} -> 'group' ->> 'id' = ${groupId}`;
const claimedBy = (claim: string) => sql`${simulations.results} ->> 'live_on' = ${claim}`;

/** Reads and writes of the /sim engine: scenarios to play and the simulations rows. */
export function createSimRepository(db: Db, events: DomainEventPublisher) {
  return {
    async findScript(tenantId: number, scriptId: number): Promise<SimScriptRow | null> {
      const [row] = await db
        .select()
        .from(scripts)
        .where(and(eq(scripts.tenant_id, tenantId), eq(scripts.script_id, scriptId)));
      return row ?? null;
    },

    /** Deep links are unique across tenants; one of another tenant is as unknown as a missing one. */
    async findByDeepLink(tenantId: number, deepLink: string): Promise<SimScriptRow | null> {
      const [row] = await db
        .select()
        .from(scripts)
        .where(and(eq(scripts.tenant_id, tenantId), eq(scripts.deep_link, deepLink)));
      return row ?? null;
    },

    async turns(scriptId: number): Promise<SimTurnRow[]> {
      return db
        .select()
        .from(scriptTurns)
        .where(eq(scriptTurns.script_id, scriptId))
        .orderBy(asc(scriptTurns.order));
    },

    /** The version learners play (docs/product/scenario-builder.md, "Lifecycle and versions"). */
    async latestVersion(scriptId: number): Promise<{ version: string; document: unknown } | null> {
      const [row] = await db
        .select({ version: scriptVersions.version, document: scriptVersions.document })
        .from(scriptVersions)
        .where(eq(scriptVersions.script_id, scriptId))
        .orderBy(desc(scriptVersions.script_version_id))
        .limit(1);
      return row ?? null;
    },

    async userLimits(userId: number) {
      const [row] = await db
        .select({
          unlimited: users.unlimited_simulation_time,
          maxMinutes: users.max_simulation_minutes,
        })
        .from(users)
        .where(eq(users.user_id, userId));
      return row ?? null;
    },

    /** Numbering per tenant under a lock on the tenant row, so two starts never share a number. */
    async create(sim: NewSimulation): Promise<SimRow> {
      const created = await db.transaction(async (tx) => {
        await tx
          .select({ id: tenants.tenant_id })
          .from(tenants)
          .where(eq(tenants.tenant_id, sim.tenantId))
          .for('update');
        const [next] = await tx
          .select({ n: sql<number>`coalesce(max(${simulations.tenant_sim_id}), 0)::int + 1` })
          .from(simulations)
          .where(eq(simulations.tenant_id, sim.tenantId));
        const [row] = await tx
          .insert(simulations)
          .values({
            tenant_id: sim.tenantId,
            tenant_sim_id: next?.n ?? 1,
            user_id: sim.userId,
            script_id: sim.scriptId,
            script_queue_id: sim.scriptQueueId,
            script_version: sim.scriptVersion,
            simulation_type: sim.type,
            status: 'connecting',
            results: sim.results,
          })
          .returning();
        if (!row) throw new Error('simulation insert returned no row');
        return row;
      });
      // docs/product/administration.md, "Live": the call shows on the admins' Live tab.
      events.emit('simulation.progressed', {
        tenantId: sim.tenantId,
        userId: sim.userId,
        simId: created.sim_id,
      });
      return created;
    },

    async activate(simId: number, claim: string): Promise<void> {
      await db
        .update(simulations)
        .set({ status: 'active' })
        .where(and(eq(simulations.sim_id, simId), eq(simulations.status, 'connecting'), claimedBy(claim)));
    },

    async saveExchanges(simId: number, exchanges: DebriefExchange[], claim: string): Promise<void> {
      const saved = await db
        .update(simulations)
        .set({ transcript: exchanges })
        .where(and(eq(simulations.sim_id, simId), isLive, claimedBy(claim)))
        .returning({ tenant_id: simulations.tenant_id, user_id: simulations.user_id });
      if (!saved[0]) throw conflict(TAKEN_OVER);
      events.emit('simulation.progressed', { tenantId: saved[0].tenant_id, userId: saved[0].user_id, simId });
    },

    /** The connection dropped: what was judged and the time left wait for a rejoin. */
    async suspend(simId: number, claim: string, exchanges: DebriefExchange[], secondsLeft: number | null) {
      await db
        .update(simulations)
        .set({
          transcript: exchanges,
          results: sql`${simulations.results} || ${JSON.stringify({ seconds_left: secondsLeft })}::jsonb`,
        })
        .where(and(eq(simulations.sim_id, simId), isLive, claimedBy(claim)));
    },

    /** A live call of this learner, now run by `claim`; null when there is none to take up. */
    async claim(tenantId: number, userId: number, simId: number, claim: string): Promise<SimRow | null> {
      const [row] = await db
        .update(simulations)
        .set({
          results: sql`coalesce(${simulations.results}, '{}'::jsonb) || ${JSON.stringify({ live_on: claim })}::jsonb`,
          last_seen_at: sql`now()`,
        })
        .where(
          and(
            eq(simulations.sim_id, simId),
            eq(simulations.tenant_id, tenantId),
            eq(simulations.user_id, userId),
            isLive,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** These simulations of this learner (any status); the others are simply not in the answer. */
    async owned(tenantId: number, userId: number, simIds: number[]): Promise<SimRow[]> {
      return db
        .select()
        .from(simulations)
        .where(
          and(
            eq(simulations.tenant_id, tenantId),
            eq(simulations.user_id, userId),
            inArray(simulations.sim_id, simIds),
          ),
        );
    },

    /** Every chat of one start of a multi-chat group, in the group's index order. */
    async groupRows(tenantId: number, userId: number, groupId: string): Promise<SimRow[]> {
      return db
        .select()
        .from(simulations)
        .where(and(eq(simulations.tenant_id, tenantId), eq(simulations.user_id, userId), inGroup(groupId)))
        .orderBy(sql`(${simulations.results} -> 'group' ->> 'index')::int`);
    },

    /**
     * Marks a group's items as completed on its first chat, once every chat has ended: true for the
     * one caller that marked it, so two last ends (or two processes) never complete the group twice.
     */
    async claimGroupCompletion(tenantId: number, userId: number, groupId: string): Promise<boolean> {
      const marked = await db
        .update(simulations)
        .set({ results: sql`${simulations.results} || '{"group_completed": true}'::jsonb` })
        .where(
          and(
            eq(simulations.tenant_id, tenantId),
            eq(simulations.user_id, userId),
            inGroup(groupId),
            sql`(${simulations.results} -> 'group' ->> 'index')::int = 0`,
            sql`coalesce((${simulations.results} ->> 'group_completed')::boolean, false) = false`,
          ),
        )
        .returning({ sim_id: simulations.sim_id });
      return marked.length > 0;
    },

    /** One published version's frozen document (a call finishes on the version it started). */
    async version(scriptId: number, version: string): Promise<unknown> {
      const [row] = await db
        .select({ document: scriptVersions.document })
        .from(scriptVersions)
        .where(and(eq(scriptVersions.script_id, scriptId), eq(scriptVersions.version, version)))
        .limit(1);
      return row?.document ?? null;
    },

    /** The end; a simulation already ended keeps its first end. */
    async end(
      simId: number,
      status: Extract<SimulationStatus, 'completed' | 'abandoned'>,
      exchanges: DebriefExchange[],
      results: SimResults,
      claim: string,
    ): Promise<void> {
      const [ended] = await db
        .update(simulations)
        .set({ status, transcript: exchanges, results, date_completed: sql`now()` })
        .where(
          and(
            eq(simulations.sim_id, simId),
            ne(simulations.status, 'completed'),
            ne(simulations.status, 'abandoned'),
            claimedBy(claim),
          ),
        )
        .returning({ tenant_id: simulations.tenant_id, user_id: simulations.user_id });
      if (!ended) return;
      if (status === 'completed')
        events.emit('simulation.completed', { tenantId: ended.tenant_id, userId: ended.user_id, simId });
      events.emit('simulation.progressed', { tenantId: ended.tenant_id, userId: ended.user_id, simId });
    },

    /** This server still runs these calls (docs/product/simulations.md, "Calls lost with their server"). */
    async touch(simIds: number[]): Promise<void> {
      if (simIds.length === 0) return;
      await db
        .update(simulations)
        .set({ last_seen_at: sql`now()` })
        .where(inArray(simulations.sim_id, simIds));
    },

    /**
     * Ends as abandoned (reason `disconnected`) every live call that no server has renewed for
     * `staleMs`: its server stopped, or its learner never came back. Judged exchanges stay as they were
     * stored. Answers the calls it ended, with the multi-chat group each belongs to.
     */
    async abandonStale(
      staleMs: number,
    ): Promise<{ sim_id: number; tenant_id: number; user_id: number; group_id: string | null }[]> {
      const ended = await db
        .update(simulations)
        .set({
          status: 'abandoned',
          date_completed: sql`now()`,
          results: sql`coalesce(${simulations.results}, '{}'::jsonb) || '{"reason": "disconnected"}'::jsonb`,
        })
        .where(
          and(
            inArray(simulations.status, ['connecting', 'active']),
            lt(simulations.last_seen_at, sql`now() - make_interval(secs => ${staleMs / 1000})`),
          ),
        )
        .returning({
          sim_id: simulations.sim_id,
          tenant_id: simulations.tenant_id,
          user_id: simulations.user_id,
          group_id: sql<string | null>`${simulations.results} -> 'group' ->> 'id'`,
        });
      for (const row of ended)
        events.emit('simulation.progressed', {
          tenantId: row.tenant_id,
          userId: row.user_id,
          simId: row.sim_id,
        });
      return ended;
    },

    async find(tenantId: number, simId: number): Promise<SimRow | null> {
      const [row] = await db
        .select()
        .from(simulations)
        .where(and(eq(simulations.tenant_id, tenantId), eq(simulations.sim_id, simId)));
      return row ?? null;
    },

    async listForUser(
      tenantId: number,
      userId: number,
    ): Promise<(SimRow & { script_name: string | null })[]> {
      return db
        .select({ ...getTableColumns(simulations), script_name: scripts.name })
        .from(simulations)
        .leftJoin(scripts, eq(scripts.script_id, simulations.script_id))
        .where(
          and(
            eq(simulations.tenant_id, tenantId),
            eq(simulations.user_id, userId),
            sql`coalesce((${simulations.results} ->> 'test_play')::boolean, false) = false`,
          ),
        )
        .orderBy(desc(simulations.date_started), desc(simulations.sim_id))
        .limit(500);
    },
  };
}
export type SimRepository = ReturnType<typeof createSimRepository>;
