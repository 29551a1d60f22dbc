import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { scriptQueue, tenants, users } from '../db/schema';
import { DEMO_LEARNER_EMAIL } from '../db/seed/scenarios';
import { hashPassword } from '../lib/passwords';
import { TEST_PASSWORD } from './app';

let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

/** A tenant with one user per given role, all with TEST_PASSWORD. */
export async function createTenantWithUsers(app: FastifyInstance, code: string, roles: string[]) {
  const [tenant] = await app.db
    .insert(tenants)
    .values({ tenant_short_code: code, display_name: `Tenant ${code}` })
    .returning();
  if (!tenant) throw new Error('no tenant');
  // A tenant of no one yet: its cases add their own users (createSignedInUser).
  if (roles.length === 0) return { tenant, users: {} as Record<string, typeof users.$inferSelect> };
  const hash = await passwordHash();
  const created = await app.db
    .insert(users)
    .values(
      roles.map((role) => ({
        tenant_id: tenant.tenant_id,
        email: `${role.toLowerCase()}@${code}.test`,
        display_name: `${role} ${code}`,
        password_hash: hash,
        roles: [role],
        features: ['Voice'],
      })),
    )
    .returning();
  return { tenant, users: Object.fromEntries(created.map((u, i) => [roles[i] ?? '', u])) };
}

/**
 * Tenants of a case's own: each call makes a new tenant (`{prefix}{n}`) with one user per role and
 * answers it with `email(role)`, which names those users.
 */
export function ownTenantFactory(app: () => FastifyInstance, prefix: string, roles: string[]) {
  let made = 0;
  return async () => {
    made += 1;
    const code = `${prefix}${made}`;
    const created = await createTenantWithUsers(app(), code, roles);
    return { ...created, email: (role: string) => `${role.toLowerCase()}@${code}.test` };
  };
}

let learnerCount = 0;

/**
 * A new user of an existing tenant (the seeded one by default), signed in: for cases that need a
 * learner of their own, so no case depends on what another did with a shared account.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  options: { tenantId?: number; roles?: string[]; features?: string[] } = {},
) {
  const { tenantId = 1, roles = ['Learner'], features = [] } = options;
  learnerCount += 1;
  const email = `case-${learnerCount}-${Math.random().toString(36).slice(2, 8)}@t${tenantId}.test`;
  const [user] = await app.db
    .insert(users)
    .values({
      tenant_id: tenantId,
      email,
      display_name: `Case user ${learnerCount}`,
      password_hash: await passwordHash(),
      roles,
      features,
    })
    .returning();
  if (!user) throw new Error('no user');
  const headers = bearer((await login(app, email)).idToken);
  return { user, email, headers, userId: user.user_id, token: headers.authorization.slice(7) };
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return res.json<{ idToken: string; refreshToken: string }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `call(method, url, headers, body?)`: one request of a route test, on the suite's app. */
export const callerOf =
  (app: () => FastifyInstance) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** `/qs/initial_state` as the player calls it at a question's start, without audio. */
export function initialState(
  app: FastifyInstance,
  headers: Record<string, string>,
  ask: { userId: number; questionId: number } & Record<string, unknown>,
) {
  const { userId, questionId, ...extra } = ask;
  return app.inject({
    method: 'POST',
    url: '/qs/initial_state?time=1',
    headers,
    payload: {
      tenant_id: 1,
      question_id: questionId,
      user_id: userId,
      generate_audio: false,
      attempt_id: null,
      ...extra,
    },
  });
}

/**
 * Gives a user of the seeded tenant the demo learner's scenario queue (the seeded one), so a case
 * can play, reorder or clear a queue of its own.
 */
export async function giveSeededQueue(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .select({ q: scriptQueue })
    .from(scriptQueue)
    .innerJoin(users, eq(users.user_id, scriptQueue.user_id))
    .where(eq(users.email, DEMO_LEARNER_EMAIL))
    .orderBy(asc(scriptQueue.playlist_order));
  if (rows.length === 0) throw new Error('the demo learner has no seeded queue (seedDemo: true?)');
  await app.db.insert(scriptQueue).values(
    rows.map(({ q }) => ({
      tenant_id: q.tenant_id,
      user_id: userId,
      script_id: q.script_id,
      playlist_order: q.playlist_order,
      group_key: q.group_key,
      queue_display: q.queue_display,
    })),
  );
}
