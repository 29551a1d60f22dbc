import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { ScriptDraftFields, ScriptTurnInput } from '@wilco/shared';
import type { Db } from '../../db/client';
import { scriptTurns, scripts, tenants } from '../../db/schema';

export type ScriptRow = typeof scripts.$inferSelect;
export type TurnRow = typeof scriptTurns.$inferSelect;
export type ScriptFields = Omit<ScriptDraftFields, 'script_turns'>;
/** What a save may change: status and version move only through the lifecycle actions. */
export type EditableFields = Omit<ScriptFields, 'status' | 'version'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The newest published version of a scenario, as a column of the scripts row. Written with explicit
 * names: Drizzle leaves columns unqualified inside a raw subquery, which would compare
 * script_versions with itself.
 */
export const publishedVersion = sql<string | null>`(select sv."version" from "script_versions" sv
  where sv."script_id" = "scripts"."script_id"
  order by sv."script_version_id" desc limit 1)`;

export async function replaceTurns(tx: Tx, scriptId: number, turns: ScriptTurnInput[]) {
  await tx.delete(scriptTurns).where(eq(scriptTurns.script_id, scriptId));
  if (!turns.length) return;
  // Turn order (docs/product/authoring.md, "Scenario turns"): the author's list order, numbered from 1.
  await tx.insert(scriptTurns).values(turns.map((t, i) => ({ ...t, script_id: scriptId, order: i + 1 })));
}

export function createScriptRepository(db: Db) {
  return {
    async find(
      tenantId: number,
      scriptId: number,
    ): Promise<(ScriptRow & { published_version: string | null }) | null> {
      const [row] = await db
        .select({ ...getTableColumns(scripts), published_version: publishedVersion })
        .from(scripts)
        .where(and(eq(scripts.tenant_id, tenantId), eq(scripts.script_id, scriptId)));
      return row ?? null;
    },

    async turns(scriptId: number): Promise<TurnRow[]> {
      return db
        .select()
        .from(scriptTurns)
        .where(eq(scriptTurns.script_id, scriptId))
        .orderBy(asc(scriptTurns.order));
    },

    async list(tenantId: number) {
      return db
        .select({
          script_id: scripts.script_id,
          tenant_script_id: scripts.tenant_script_id,
          name: scripts.name,
          status: scripts.status,
          version: scripts.version,
          script_type: scripts.script_type,
          outbound: scripts.outbound,
          tags: scripts.tags,
          date_modified: scripts.date_modified,
          turn_count: sql<number>`count(${scriptTurns.script_turn_id})::int`,
          published_version: publishedVersion,
        })
        .from(scripts)
        .leftJoin(scriptTurns, eq(scriptTurns.script_id, scripts.script_id))
        .where(eq(scripts.tenant_id, tenantId))
        .groupBy(scripts.script_id)
        .orderBy(desc(scripts.date_modified), desc(scripts.script_id));
    },

    /** Deep links are unique across tenants: a link alone must name one scenario. */
    async deepLinkTaken(deepLink: string, exceptScriptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: scripts.script_id })
        .from(scripts)
        .where(
          exceptScriptId === null
            ? eq(scripts.deep_link, deepLink)
            : and(eq(scripts.deep_link, deepLink), ne(scripts.script_id, exceptScriptId)),
        )
        .limit(1);
      return Boolean(row);
    },

    async create(tenantId: number, createdBy: number, fields: ScriptFields, turns: ScriptTurnInput[]) {
      return db.transaction(async (tx) => {
        // Locking the tenant row serialises numbering, so two authors never get one number.
        await tx
          .select({ id: tenants.tenant_id })
          .from(tenants)
          .where(eq(tenants.tenant_id, tenantId))
          .for('update');
        const [next] = await tx
          .select({ n: sql<number>`coalesce(max(${scripts.tenant_script_id}), 0)::int + 1` })
          .from(scripts)
          .where(eq(scripts.tenant_id, tenantId));
        const [row] = await tx
          .insert(scripts)
          .values({ ...fields, tenant_id: tenantId, tenant_script_id: next?.n ?? 1, created_by: createdBy })
          .returning({ id: scripts.script_id });
        if (!row) throw new Error('script insert returned no row');
        await replaceTurns(tx, row.id, turns);
        return row.id;
      });
    },

    /**
     * A whole-document save, only over the revision the author opened
     * (docs/product/scenario-builder.md, "Concurrent edits"): fields and turns change together or not
     * at all; answers the new revision, or null when the revision was stale.
     */
    async update(
      tenantId: number,
      scriptId: number,
      revision: number,
      fields: Partial<ScriptFields>,
      turns: ScriptTurnInput[] | null,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(scripts)
          .set({ ...fields, revision: sql`${scripts.revision} + 1` })
          .where(
            and(
              eq(scripts.tenant_id, tenantId),
              eq(scripts.script_id, scriptId),
              eq(scripts.revision, revision),
            ),
          )
          .returning({ revision: scripts.revision });
        if (!row) return null;
        if (turns) await replaceTurns(tx, scriptId, turns);
        return row.revision;
      });
    },
  };
}
export type ScriptRepository = ReturnType<typeof createScriptRepository>;
