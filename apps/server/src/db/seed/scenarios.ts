import { eq } from 'drizzle-orm';
import { DEFAULT_CALLER_PROFILE, ScriptTurnInputSchema } from '@wilco/shared';
import type { Db } from '../client';
import { scriptQueue, scriptTurns, scripts, users } from '../schema';
import { SEED_QUEUE, SEED_SCENARIOS } from './content/scenarios';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_LEARNER_EMAIL = 'learner@wilco.dev';

/**
 * Demo scenarios of tenant 1 (published, so the queue can play them) and the demo learner's
 * queue. Runs inside the first-start seed transaction, so it happens once on an empty database.
 */
export async function insertScenarios(tx: Tx, tenantId: number): Promise<number> {
  const ids = new Map<string, number>();
  for (const [i, s] of SEED_SCENARIOS.entries()) {
    const [row] = await tx
      .insert(scripts)
      .values({
        tenant_id: tenantId,
        tenant_script_id: i + 1,
        name: s.name,
        big_picture: s.big_picture,
        outbound: true,
        status: 'published',
        script_type: s.script_type,
        conversation_display_name: s.conversation_display_name,
        conversation_context: s.conversation_context,
        tags: s.tags,
        caller_profile: DEFAULT_CALLER_PROFILE,
      })
      .returning({ id: scripts.script_id });
    if (!row) throw new Error(`scenario insert returned no row: ${s.key}`);
    ids.set(s.key, row.id);
    // The schema fills the turn defaults (flag and response type Normal, spec 02 §3).
    await tx.insert(scriptTurns).values(
      s.turns.map((t, order) => ({
        ...ScriptTurnInputSchema.parse(t),
        script_id: row.id,
        order: order + 1,
      })),
    );
  }
  const [learner] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.email, DEMO_LEARNER_EMAIL));
  if (!learner) throw new Error('demo learner missing');
  await tx.insert(scriptQueue).values(
    SEED_QUEUE.map((q, position) => {
      const scriptId = ids.get(q.key);
      if (scriptId === undefined) throw new Error(`queue names unknown scenario ${q.key}`);
      return {
        tenant_id: tenantId,
        user_id: learner.id,
        script_id: scriptId,
        group_key: q.group_key,
        playlist_order: position,
        queue_display: 'SCENARIO_TITLE' as const,
      };
    }),
  );
  return ids.size;
}
