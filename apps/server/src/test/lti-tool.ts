import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LtiSession } from '@wilco/shared';
import { quizzes } from '../db/schema';
import { useTestApp } from './app';
import { bearer } from './fixtures';
import { startTestPlatform, type LaunchClaims, type TestPlatform } from './lti-platform';

export type IdTokenOverrides = Parameters<TestPlatform['idToken']>[2];

/**
 * The app on seeded demo data with a test platform registered the way LTI_PLATFORMS does it
 * (docs/product/integrations.md, "Platforms"), and the launch steps a platform drives.
 */
export function useLtiTool(kind: 'pglite' | 'postgres') {
  let toolJwks: () => Promise<{ keys: never[] }> = () => Promise.reject(new Error('app not built'));
  // The platform must exist before the app: LTI_PLATFORMS names it (docs/product/integrations.md, "Platforms").
  const platformReady = startTestPlatform({ toolJwks: () => toolJwks() });
  let platform!: TestPlatform;
  const t = useTestApp(kind, {
    logLevel: 'error',
    seedDemo: true,
    lti: { platforms: [], retryIntervalMs: 3_600_000 },
  });
  afterAll(async () => platform?.close());

  beforeAll(async () => setUp());

  async function setUp() {
    if (platform) return;
    platform = await platformReady;
    toolJwks = async () => (await t.app.inject({ url: '/lti/jwks' })).json();
    // What LTI_PLATFORMS would hold: the default tenant's registration, synced on first use.
    t.app.config.lti.platforms.push(platform.registration);
  }

  /** The OIDC login the platform starts: the tool's redirect, with its state and nonce. */
  async function startLogin() {
    await setUp();
    const res = await t.app.inject({
      url: '/lti/login',
      query: {
        iss: platform.issuer,
        login_hint: 'hint',
        target_link_uri: 'http://tool.test/lti/launch',
        client_id: platform.clientId,
      },
    });
    expect(res.statusCode, res.body).toBe(302);
    const to = new URL(res.headers.location as string);
    return { to, state: to.searchParams.get('state')!, nonce: to.searchParams.get('nonce')! };
  }

  const postLaunch = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  async function launch(claims: LaunchClaims, overrides: IdTokenOverrides = {}) {
    const { state, nonce } = await startLogin();
    const res = await postLaunch({ id_token: await platform.idToken(nonce, claims, overrides), state });
    expect(res.statusCode, res.body).toBe(302);
    const code = new URL(res.headers.location as string, 'http://x').searchParams.get('lti_code')!;
    const session = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
    expect(session.statusCode, session.body).toBe(200);
    return { ...session.json<LtiSession>(), code };
  }

  const firstQuiz = async () =>
    (await t.app.db.select().from(quizzes).orderBy(asc(quizzes.quiz_id)).limit(1))[0]!;

  async function userOf(idToken: string): Promise<number> {
    return (await t.app.inject({ url: '/api/user', headers: bearer(idToken) })).json().auth_user
      .user_id as number;
  }

  return {
    t,
    toolJwks: () => toolJwks(),
    get platform() {
      return platform;
    },
    startLogin,
    postLaunch,
    launch,
    firstQuiz,
    userOf,
  };
}
