import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scriptVersions, scripts, users } from '../../db/schema';

export type VersionRow = typeof scriptVersions.$inferSelect & { published_by_name: string | null };
export type NewVersion = {
  tenantId: number;
  scriptId: number;
  revision: number;
  version: string;
  note: string;
  document: Record<string, unknown>;
  publishedBy: number;
};

const columns = {
  script_version_id: scriptVersions.script_version_id,
  script_id: scriptVersions.script_id,
  version: scriptVersions.version,
  note: scriptVersions.note,
  document: scriptVersions.document,
  published_by: scriptVersions.published_by,
  date_published: scriptVersions.date_published,
  published_by_name: sql<
    string | null
  >`nullif(trim(concat(${users.first_name}, ' ', ${users.last_name})), '')`,
};

/** Published versions of scenarios (docs/product/scenario-builder.md, "Lifecycle and versions"). */
export function createScriptVersionsRepository(db: Db) {
  return {
    /** Newest first. */
    async list(scriptId: number): Promise<VersionRow[]> {
      return db
        .select(columns)
        .from(scriptVersions)
        .leftJoin(users, eq(users.user_id, scriptVersions.published_by))
        .where(eq(scriptVersions.script_id, scriptId))
        .orderBy(desc(scriptVersions.script_version_id));
    },

    async find(scriptId: number, version: string): Promise<VersionRow | null> {
      const [row] = await db
        .select(columns)
        .from(scriptVersions)
        .leftJoin(users, eq(users.user_id, scriptVersions.published_by))
        .where(and(eq(scriptVersions.script_id, scriptId), eq(scriptVersions.version, version)));
      return row ?? null;
    },

    /** The version learners play: the newest one. */
    async latest(scriptId: number): Promise<VersionRow | null> {
      const [row] = await db
        .select(columns)
        .from(scriptVersions)
        .leftJoin(users, eq(users.user_id, scriptVersions.published_by))
        .where(eq(scriptVersions.script_id, scriptId))
        .orderBy(desc(scriptVersions.script_version_id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Freezes the version and marks the scenario published in one transaction, over the revision the
     * author saw; false when that revision is stale.
     */
    async publish(v: NewVersion): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(scripts)
          .set({ status: 'published', version: v.version, revision: sql`${scripts.revision} + 1` })
          .where(
            and(
              eq(scripts.tenant_id, v.tenantId),
              eq(scripts.script_id, v.scriptId),
              eq(scripts.revision, v.revision),
            ),
          )
          .returning({ id: scripts.script_id });
        if (!row) return false;
        await tx.insert(scriptVersions).values({
          script_id: v.scriptId,
          version: v.version,
          note: v.note,
          document: v.document,
          published_by: v.publishedBy,
        });
        return true;
      });
    },
  };
}
export type ScriptVersionsRepository = ReturnType<typeof createScriptVersionsRepository>;
