import { and, arrayOverlaps, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scriptQueue, scripts, simulations, users } from '../../db/schema';

export type QueueRow = {
  script_queue_id: number;
  script_id: number;
  tenant_script_id: number;
  script_name: string;
  playlist_order: number;
  queue_display: 'SCENARIO_ID' | 'SCENARIO_TITLE';
  conversation_context: string | null;
  script_type: string;
  group_key: string | null;
};
export type NewQueueItem = {
  tenantId: number;
  userId: number;
  scriptId: number;
  groupKey: string | null;
  queueDisplay: 'SCENARIO_ID' | 'SCENARIO_TITLE';
};
export type SimulationRow = typeof simulations.$inferSelect;
export type QueueItemRow = typeof scriptQueue.$inferSelect;

/**
 * Pending items only: a completed item stays as history for its simulation
 * (docs/product/simulations.md, "Completion").
 */
const pending = (tenantId: number, userId: number) =>
  and(eq(scriptQueue.tenant_id, tenantId), eq(scriptQueue.user_id, userId), isNull(scriptQueue.completed_at));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertItem(exec: Db | Tx, item: NewQueueItem, order: number | SQL): Promise<number> {
  const [row] = await exec
    .insert(scriptQueue)
    .values({
      tenant_id: item.tenantId,
      user_id: item.userId,
      script_id: item.scriptId,
      group_key: item.groupKey,
      queue_display: item.queueDisplay,
      playlist_order: order,
    })
    .returning({ id: scriptQueue.script_queue_id });
  if (!row) throw new Error('queue insert returned no row');
  return row.id;
}

export function createPlaylistRepository(db: Db) {
  return {
    async findUserTenant(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ tenant_id: users.tenant_id })
        .from(users)
        .where(eq(users.user_id, userId))
        .limit(1);
      return row?.tenant_id ?? null;
    },

    async listPending(tenantId: number, userId: number): Promise<QueueRow[]> {
      return db
        .select({
          script_queue_id: scriptQueue.script_queue_id,
          script_id: scriptQueue.script_id,
          tenant_script_id: scripts.tenant_script_id,
          script_name: scripts.name,
          playlist_order: scriptQueue.playlist_order,
          queue_display: scriptQueue.queue_display,
          conversation_context: scripts.conversation_context,
          script_type: scripts.script_type,
          group_key: scriptQueue.group_key,
        })
        .from(scriptQueue)
        .innerJoin(scripts, eq(scripts.script_id, scriptQueue.script_id))
        .where(pending(tenantId, userId))
        .orderBy(asc(scriptQueue.playlist_order), asc(scriptQueue.script_queue_id));
    },

    async clear(tenantId: number, userId: number): Promise<number> {
      const removed = await db
        .delete(scriptQueue)
        .where(pending(tenantId, userId))
        .returning({ id: scriptQueue.script_queue_id });
      return removed.length;
    },

    /** Writes positions 0..n-1 in one transaction, so a reader never sees half a reorder. */
    async setOrder(tenantId: number, userId: number, orderedIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of orderedIds.entries()) {
          await tx
            .update(scriptQueue)
            .set({ playlist_order: position })
            .where(and(pending(tenantId, userId), eq(scriptQueue.script_queue_id, id)));
        }
      });
    },

    /** Appends after the last pending item; a group keeps the position of its first item. */
    async add(item: NewQueueItem): Promise<number> {
      return insertItem(
        db,
        item,
        sql`(select coalesce(max(${scriptQueue.playlist_order}) + 1, 0) from ${scriptQueue}
            where ${pending(item.tenantId, item.userId)})`,
      );
    },

    /**
     * docs/product/scenario-builder.md, "Assignment": the item goes before the one now at
     * `beforeOrder` (every later item moves down one), or last when null.
     */
    async insertAt(item: NewQueueItem, beforeOrder: number | null): Promise<number> {
      if (beforeOrder === null) return this.add(item);
      return db.transaction(async (tx) => {
        await tx
          .update(scriptQueue)
          .set({ playlist_order: sql`${scriptQueue.playlist_order} + 1` })
          .where(and(pending(item.tenantId, item.userId), gte(scriptQueue.playlist_order, beforeOrder)));
        return insertItem(tx, item, beforeOrder);
      });
    },

    /** Removes one pending item; answers whether there was one. */
    async remove(tenantId: number, userId: number, scriptQueueId: number): Promise<boolean> {
      const removed = await db
        .delete(scriptQueue)
        .where(and(pending(tenantId, userId), eq(scriptQueue.script_queue_id, scriptQueueId)))
        .returning({ id: scriptQueue.script_queue_id });
      return removed.length > 0;
    },

    /** Users of the tenant, with their roles, for assignment; those holding `roles` when given. */
    async tenantUsers(tenantId: number, roles: string[] | null, ids: number[] | null) {
      return db
        .select({
          user_id: users.user_id,
          display_name: users.display_name,
          email: users.email,
          roles: users.roles,
        })
        .from(users)
        .where(
          and(
            eq(users.tenant_id, tenantId),
            eq(users.disabled, false),
            roles ? arrayOverlaps(users.roles, roles) : undefined,
            ids ? inArray(users.user_id, ids) : undefined,
          ),
        )
        .orderBy(asc(users.display_name), asc(users.user_id))
        .limit(5000);
    },

    async findItem(tenantId: number, userId: number, scriptQueueId: number): Promise<QueueItemRow | null> {
      const [row] = await db
        .select()
        .from(scriptQueue)
        .where(
          and(
            eq(scriptQueue.tenant_id, tenantId),
            eq(scriptQueue.user_id, userId),
            eq(scriptQueue.script_queue_id, scriptQueueId),
          ),
        );
      return row ?? null;
    },

    async findSimulation(tenantId: number, userId: number, simId: number): Promise<SimulationRow | null> {
      const [row] = await db
        .select()
        .from(simulations)
        .where(
          and(
            eq(simulations.tenant_id, tenantId),
            eq(simulations.user_id, userId),
            eq(simulations.sim_id, simId),
          ),
        );
      return row ?? null;
    },

    /**
     * Completes both rows in one transaction (now() is the transaction's start, so both get
     * one time); an existing completion time is kept, so a repeat answers as the first call.
     * Both statements name the owner's tenant and user as well as the id (issue 17), so an id of
     * another queue changes nothing.
     */
    async complete(
      tenantId: number,
      userId: number,
      simId: number,
      scriptQueueId: number,
    ): Promise<SimulationRow | null> {
      const notOwned = new Error('the simulation or queue item is not this user’s');
      const done = db.transaction(async (tx) => {
        const [sim] = await tx
          .update(simulations)
          .set({
            status: 'completed',
            script_queue_id: scriptQueueId,
            date_completed: sql`coalesce(${simulations.date_completed}, now())`,
          })
          .where(
            and(
              eq(simulations.tenant_id, tenantId),
              eq(simulations.user_id, userId),
              eq(simulations.sim_id, simId),
            ),
          )
          .returning();
        if (!sim) throw notOwned;
        const [item] = await tx
          .update(scriptQueue)
          .set({ completed_at: sql`coalesce(${scriptQueue.completed_at}, now())` })
          .where(
            and(
              eq(scriptQueue.tenant_id, tenantId),
              eq(scriptQueue.user_id, userId),
              eq(scriptQueue.script_queue_id, scriptQueueId),
            ),
          )
          .returning({ id: scriptQueue.script_queue_id });
        // Both rows or neither: a simulation is never completed for a queue item it could not mark.
        if (!item) throw notOwned;
        return sim;
      });
      return done.catch((err: unknown) => {
        if (err === notOwned) return null;
        throw err;
      });
    },
  };
}
export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
