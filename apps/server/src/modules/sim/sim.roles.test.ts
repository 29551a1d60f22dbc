import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { CallStart } from '@wilco/shared';
import { users } from '../../db/schema';
import { listenOnLoopback, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { createScenario, simClient } from '../../test/sim';

/**
 * An open /sim socket acts with the roles its account holds now, not those it had at the
 * handshake: the periodic re-check (SIM_SESSION_CHECK_MS) reads them again, as every HTTP request does.
 */
describe.each(databaseKinds())('/sim roles on %s', (kind) => {
  const t = useTestApp(kind, {});
  let url: string;
  let tenantId: number;
  let authorId: number;

  beforeAll(async () => {
    t.config.simulation = { ...t.config.simulation, sessionCheckMs: 100 };
    url = `${await listenOnLoopback(t.app)}/sim`;
    const made = await createTenantWithUsers(t.app, `simroles${kind}`, ['Author']);
    tenantId = made.tenant.tenant_id;
    authorId = made.users.Author!.user_id;
  });

  it('an author demoted while connected can no longer test-play a scenario', async () => {
    const scriptId = await createScenario(t.app, tenantId);
    const { idToken } = await login(t.app, `author@simroles${kind}.test`);
    const { socket, next } = await simClient(url, { token: idToken });
    onTestFinished(() => void socket.close());
    const testPlay = { mode: 'chat', source: { kind: 'script', script_id: scriptId } };
    socket.emit('sim_start', testPlay);
    const call = await next<CallStart>('call_start');
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    await next('call_end');

    await t.app.db
      .update(users)
      .set({ roles: ['Learner'] })
      .where(eq(users.user_id, authorId));
    // A few re-checks later.
    await new Promise((r) => setTimeout(r, 500));
    socket.emit('sim_start', testPlay);
    expect(await next('message')).toMatchObject({
      type: 'error',
      message: 'Only authors may test-play a scenario',
    });
    expect(socket.connected).toBe(true);
  });
});
