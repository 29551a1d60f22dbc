import { inArray } from 'drizzle-orm';
import { ScriptDraftBodySchema } from '@wilco/shared';
import type { Db } from '../client';
import { scriptQueue, scriptTurns, scriptVersions, scripts, users } from '../schema';
import { SEED_QUEUE, SEED_SCENARIOS, toDraftBody } from './content/scenarios';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_LEARNER_EMAIL = 'learner@wilco.dev';
/** Accounts that start with the seeded queue: the demo learner, and the admin for e2e sign-ins. */
export const SEED_QUEUE_OWNERS = [DEMO_LEARNER_EMAIL, 'admin@wilco.dev'] as const;

/**
 * Demo scenarios of tenant 1 (published, so the queue can play them) and the seeded queues
 * (docs/product/scenario-content.md). Runs inside the first-start seed transaction, so it
 * happens once on an empty database.
 */
export async function insertScenarios(tx: Tx, tenantId: number): Promise<number> {
  const ids = new Map<string, number>();
  for (const [i, s] of SEED_SCENARIOS.entries()) {
    // Parsed like an author's draft, so the seed holds to the same rules and defaults.
    const { script_turns: turns, ...draft } = ScriptDraftBodySchema.parse(toDraftBody(s));
    const [row] = await tx
      .insert(scripts)
      .values({ ...draft, tenant_id: tenantId, tenant_script_id: i + 1 })
      .returning({ id: scripts.script_id });
    if (!row) throw new Error(`scenario insert returned no row: ${s.key}`);
    ids.set(s.key, row.id);
    await tx
      .insert(scriptTurns)
      .values(turns.map((t, order) => ({ ...t, script_id: row.id, order: order + 1 })));
    // Learners play published versions (docs/product/scenario-builder.md, "Lifecycle and versions").
    await tx.insert(scriptVersions).values({
      script_id: row.id,
      version: draft.version,
      note: 'Seeded',
      document: { ...draft, script_turns: turns },
    });
  }
  const owners = await tx
    .select({ id: users.user_id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...SEED_QUEUE_OWNERS]));
  if (owners.length !== SEED_QUEUE_OWNERS.length) throw new Error('seeded queue owner missing');
  await tx.insert(scriptQueue).values(
    owners.flatMap((owner) =>
      SEED_QUEUE.map((q, position) => {
        const scriptId = ids.get(q.key);
        if (scriptId === undefined) throw new Error(`queue names unknown scenario ${q.key}`);
        return {
          tenant_id: tenantId,
          user_id: owner.id,
          script_id: scriptId,
          group_key: q.group_key,
          playlist_order: position,
          queue_display: 'SCENARIO_TITLE' as const,
        };
      }),
    ),
  );
  return ids.size;
}
