import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallStart, TurnResult } from '@wilco/shared';
import { simulations } from '../../db/schema';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { createScenario, simClient, TAXI_TURNS } from '../../test/sim';

const MINUTE = 60_000;

/** docs/product/simulations.md, "Calls lost with their server". */
describe.each(databaseKinds())('simulation heartbeat on %s', (kind) => {
  const t = useTestApp(kind, {});
  const code = `hb${kind}`;
  let url: string;
  let tenantId: number;
  let learnerId: number;
  let token: string;

  beforeAll(async () => {
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, code, ['Learner']);
    tenantId = made.tenant.tenant_id;
    learnerId = made.users.Learner!.user_id;
    token = (await login(t.app, `learner@${code}.test`)).idToken;
  });

  const rowOf = async (simId: number) =>
    (await t.app.db.select().from(simulations).where(eq(simulations.sim_id, simId)))[0]!;
  const age = (simId: number, minutes: number) =>
    t.app.db
      .update(simulations)
      .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(simulations.sim_id, simId));

  it('renews the calls this server runs and ends as abandoned the live ones nobody renews', async () => {
    const scriptId = await createScenario(t.app, tenantId, { deep_link: `beat-${kind}` });
    const { socket, next } = await simClient(url, { token });
    socket.emit('sim_start', { mode: 'chat', source: { kind: 'deep_link', deep_link: `beat-${kind}` } });
    const call = await next<CallStart>('call_start');
    socket.emit('sim_text', { sim_id: call.sim_id, text: TAXI_TURNS[0]!.input });
    expect((await next<TurnResult>('turn_result')).transmission.verdict).toBe('accepted');

    // A call whose server died: live, one judged exchange stored, not renewed for ten minutes.
    const live = await rowOf(call.sim_id);
    const [lost] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: tenantId,
        tenant_sim_id: 9001,
        user_id: learnerId,
        script_id: scriptId,
        simulation_type: 'chat',
        status: 'active',
        transcript: live.transcript,
        results: live.results,
      })
      .returning();
    const [finished] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: tenantId,
        tenant_sim_id: 9002,
        user_id: learnerId,
        script_id: scriptId,
        simulation_type: 'chat',
        status: 'completed',
      })
      .returning();
    for (const id of [call.sim_id, lost!.sim_id, finished!.sim_id]) await age(id, 10);

    const beat = await t.app.simService.heartbeat(2 * MINUTE);
    expect(beat).toEqual({ renewed: 1, abandoned: 1 });

    const gone = await rowOf(lost!.sim_id);
    expect(gone.status).toBe('abandoned');
    expect(gone.date_completed).not.toBeNull();
    expect(gone.results).toMatchObject({ reason: 'disconnected', deep_link: true });
    expect(gone.transcript).toEqual(live.transcript);

    const running = await rowOf(call.sim_id);
    expect(running.status).toBe('active');
    expect(Date.now() - running.last_seen_at.getTime()).toBeLessThan(MINUTE);
    expect((await rowOf(finished!.sim_id)).status).toBe('completed');

    // The renewed call plays on; once ended it is no longer renewed.
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next('call_end');
    expect(await t.app.simService.heartbeat(2 * MINUTE)).toEqual({ renewed: 0, abandoned: 0 });
    socket.close();
  });
});
