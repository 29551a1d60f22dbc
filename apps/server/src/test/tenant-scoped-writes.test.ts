import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizAttempts, refreshTokens, scriptQueue, simulations, users } from '../db/schema';
import { createAttemptsRepository } from '../modules/attempts/attempts.repository';
import { createLtiRepository } from '../modules/lti/lti.repository';
import { createTenantAdminRepository } from '../modules/tenant-admin/tenant-admin.repository';
import { createPlaylistRepository } from '../modules/playlist/playlist.repository';
import { createSsoRepository } from '../modules/sso/sso.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { useTestApp } from './app';
import { databaseKinds } from './databases';
import { createTenantWithUsers, login } from './fixtures';

/**
 * Issue 17: every write filters by tenant or owner in its own statement, so a repository called
 * with another tenant's (or another learner's) ids changes nothing, whatever the service checked
 * before. The repositories are called directly here: the routes' checks would stop these earlier.
 */
describe.shuffle.each(databaseKinds())('tenant-scoped repository writes on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let learner: typeof users.$inferSelect;
  let tenantB: number;
  let simId: number;
  let itemId: number;
  let itemScriptId: number;
  let otherItemId: number;
  let otherUserId: number;

  const usersRepo = () => createUsersRepository(t.app.db, t.app.events, t.app.settingsRepo);
  const playlistRepo = () => createPlaylistRepository(t.app.db);
  const learnerRow = async () =>
    (await t.app.db.select().from(users).where(eq(users.user_id, learner.user_id)))[0]!;
  const simRow = async () =>
    (await t.app.db.select().from(simulations).where(eq(simulations.sim_id, simId)))[0]!;
  const itemRow = async (id: number) =>
    (await t.app.db.select().from(scriptQueue).where(eq(scriptQueue.script_queue_id, id)))[0]!;

  beforeAll(async () => {
    const [row] = await t.app.db
      .update(users)
      .set({ exam_date: '2099-01-01T00:00:00' })
      .where(eq(users.email, 'learner@wilco.dev'))
      .returning();
    learner = row!;
    tenantB = (await createTenantWithUsers(t.app, 'writes-b', ['Admin'])).tenant.tenant_id;
    const items = await t.app.db
      .select()
      .from(scriptQueue)
      .where(and(eq(scriptQueue.tenant_id, learner.tenant_id), eq(scriptQueue.user_id, learner.user_id)));
    itemId = items[0]!.script_queue_id;
    itemScriptId = items[0]!.script_id;
    // Another learner of the same tenant, with a queue item of their own.
    const [other] = await t.app.db
      .insert(users)
      .values({
        tenant_id: learner.tenant_id,
        email: 'other-writes@wilco.dev',
        display_name: 'Other learner',
        password_hash: learner.password_hash,
        roles: ['Learner'],
      })
      .returning();
    const [otherItem] = await t.app.db
      .insert(scriptQueue)
      .values({
        tenant_id: learner.tenant_id,
        user_id: other!.user_id,
        script_id: items[0]!.script_id,
        playlist_order: 0,
      })
      .returning();
    otherItemId = otherItem!.script_queue_id;
    otherUserId = other!.user_id;
  });
  // A live simulation of the learner's for each case: the factory reset deletes it.
  let sims = 0;
  beforeEach(async () => {
    sims += 1;
    const [sim] = await t.app.db
      .insert(simulations)
      .values({
        tenant_id: learner.tenant_id,
        tenant_sim_id: 900 + sims,
        user_id: learner.user_id,
        script_id: itemScriptId,
        simulation_type: 'voice',
        status: 'active',
      })
      .returning();
    simId = sim!.sim_id;
  });

  it('updates a user only within the given tenant', async () => {
    const before = await learnerRow();
    expect(
      await usersRepo().update(tenantB, learner.user_id, { exam_date: null, welcome_saved: true }),
    ).toBeNull();
    expect(await learnerRow()).toEqual(before);
    const updated = await usersRepo().update(learner.tenant_id, learner.user_id, { welcome_saved: true });
    expect(updated?.welcome_saved).toBe(true);
  });

  it('leaves a learner’s progress alone when the factory reset names another tenant', async () => {
    const before = { user: await learnerRow(), sim: await simRow() };
    await usersRepo().deleteProgress(tenantB, learner.user_id);
    expect({ user: await learnerRow(), sim: await simRow() }).toEqual(before);
  });

  it('completes a simulation and queue item only for their tenant and owner, both or neither', async () => {
    const before = { sim: await simRow(), item: await itemRow(itemId), other: await itemRow(otherItemId) };
    const after = async () => ({
      sim: await simRow(),
      item: await itemRow(itemId),
      other: await itemRow(otherItemId),
    });
    expect(await playlistRepo().complete(tenantB, learner.user_id, simId, itemId)).toBeNull();
    expect(await after()).toEqual(before);
    // The learner's own simulation aimed at another learner's item: the simulation stays as it was too.
    expect(await playlistRepo().complete(learner.tenant_id, learner.user_id, simId, otherItemId)).toBeNull();
    expect(await after()).toEqual(before);

    const done = await playlistRepo().complete(learner.tenant_id, learner.user_id, simId, itemId);
    expect(done).toMatchObject({ sim_id: simId, status: 'completed', script_queue_id: itemId });
    expect((await itemRow(itemId)).completed_at).not.toBeNull();
    expect(await itemRow(otherItemId)).toEqual(before.other);
  });

  it('maps single sign-on roles only onto a user of the provider’s tenant', async () => {
    const sso = createSsoRepository(t.app.db, t.app.events);
    const before = await learnerRow();
    await sso.setRoles(tenantB, learner.user_id, ['Admin']);
    expect(await learnerRow()).toEqual(before);
    await sso.setRoles(learner.tenant_id, learner.user_id, ['Learner', 'Author']);
    expect((await learnerRow()).roles).toEqual(['Learner', 'Author']);
  });

  it('completes a quiz attempt only for its owner', async () => {
    const attempts = createAttemptsRepository(t.app.db, t.app.events);
    const [attempt] = await t.app.db
      .insert(quizAttempts)
      .values({ tenant_id: learner.tenant_id, user_id: learner.user_id, name: 'Owned attempt' })
      .returning();
    const row = async () =>
      (
        await t.app.db
          .select()
          .from(quizAttempts)
          .where(eq(quizAttempts.quiz_attempt_id, attempt!.quiz_attempt_id))
      )[0]!;
    const before = await row();
    expect(await attempts.complete(otherUserId, attempt!.quiz_attempt_id, 1)).toBeNull();
    expect(await row()).toEqual(before);
    expect(await attempts.complete(learner.user_id, attempt!.quiz_attempt_id, 0.5)).toMatchObject({
      completed: true,
      score: 0.5,
    });
  });

  it('lets a tenant administrator edit only users of the tenants it manages, sessions included', async () => {
    const tenantAdmin = createTenantAdminRepository(t.app.db, t.app.events);
    await login(t.app, 'learner@wilco.dev');
    const before = await learnerRow();
    expect(await tenantAdmin.updateUser([tenantB], learner.user_id, { disabled: true }, true)).toBeNull();
    expect(await learnerRow()).toEqual(before);
    const live = await t.app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, learner.user_id), isNull(refreshTokens.revoked_at)));
    expect(live.length).toBeGreaterThan(0);
    const updated = await tenantAdmin.updateUser(
      [learner.tenant_id],
      learner.user_id,
      { first_name: 'Lee' },
      false,
    );
    expect(updated?.first_name).toBe('Lee');
  });

  it('changes an LMS user’s roles only within the platform’s tenant', async () => {
    const lti = createLtiRepository(t.app.db, t.app.events);
    const before = await learnerRow();
    await lti.updateUser(tenantB, learner.user_id, { roles: ['Admin'] });
    expect(await learnerRow()).toEqual(before);
    await lti.updateUser(learner.tenant_id, learner.user_id, { roles: ['Learner'] });
    expect((await learnerRow()).roles).toEqual(['Learner']);
  });

  it('resets progress within the learner’s own tenant', async () => {
    await usersRepo().deleteProgress(learner.tenant_id, learner.user_id);
    expect(await t.app.db.select().from(simulations).where(eq(simulations.sim_id, simId))).toEqual([]);
    expect((await learnerRow()).exam_date).toBeNull();
    expect((await itemRow(itemId)).completed_at).toBeNull();
  });
});
