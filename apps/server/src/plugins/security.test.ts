import { describe, expect, it } from 'vitest';
import { cspOrigins } from '../lib/csp-origins';
import { useTestApp } from '../test/app';
import { bearer, createTenantWithUsers, login } from '../test/fixtures';
import { databaseKinds } from '../test/databases';

describe.shuffle.each(databaseKinds())('security headers on %s', (kind) => {
  const t = useTestApp(kind);

  it('marks auth answers Cache-Control: no-store (sign-in, refresh, /user, failed sign-in)', async () => {
    await createTenantWithUsers(t.app, 'nostore', ['Learner']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'learner@nostore.test', password: 'wrong-password-1' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = await login(t.app, 'learner@nostore.test');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: { refresh_token: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/sso/redeem', '/api/lti/session', '/api/user/mfa/verify']) {
      const r = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(r.statusCode, url).toBeLessThan(500);
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('limits connect-src and media-src to the app itself', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    const origin = new URL(t.app.config.publicUrl);
    expect(directive('connect-src').split(' ').slice(1)).toEqual([
      "'self'",
      origin.origin,
      `ws://${origin.host}`,
    ]);
    // No bare scheme sources: those would let script reach any host.
    expect(csp).not.toMatch(/ (https|ws|wss):( |;|$)/);
    expect(directive('media-src').split(' ').slice(1)).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('cspOrigins', () => {
  it('keeps the origins of absolute addresses and skips the app-relative ones', () => {
    expect(
      cspOrigins(['/api', '', 'https://cdn.example.com/media/x', 'javascript:alert(1)', 'nonsense']),
    ).toEqual(['https://cdn.example.com']);
    expect(cspOrigins(['https://api.example.com/v1'], { webSocket: true })).toEqual([
      'https://api.example.com',
      'wss://api.example.com',
    ]);
  });
});
