import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig, useTestApp } from './test/app';
import { memoryPglite } from './test/databases';
import { bearer, createTenantWithUsers, login } from './test/fixtures';
import { databaseKinds } from './test/databases';

describe.shuffle.each(databaseKinds())('app on %s', (kind) => {
  const t = useTestApp(kind);

  it('serves an OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/client-errors');
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers malformed JSON with 400 and a message, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "oops", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/JSON/) });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/xml' },
      payload: '<message/>',
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers an unknown service route with a JSON 404, not the web app', async () => {
    for (const url of ['/api/nope', '/qs/nope', '/playlist/x', '/script/x', '/media/missing.ogg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
  });

  it('serves the SPA with history fallback for deep links', async () => {
    for (const url of ['/', '/Quizzes', '/home/indexV1', '/Simulation/link/abc?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Wilco test shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("names a page's own chunks in its HTML, so the browser fetches them at once", async () => {
    const home = await t.app.inject({ url: '/home?x=1', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-abc123.js">');
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-abc123.css">');
    expect(home.body.indexOf('home-abc123.js')).toBeLessThan(home.body.indexOf('</head>'));
    const quizzes = await t.app.inject({ url: '/Quizzes', headers: { accept: 'text/html' } });
    expect(quizzes.body).toContain('Wilco test shell');
    expect(quizzes.body).not.toContain('modulepreload');
  });

  it('sends page HTML compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/Home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('home-abc123.js');
  });

  it('answers an unknown page address with 404 and the SPA, which says the page is not found', async () => {
    for (const url of ['/nope', '/no/such/page', '/Home/extra']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Wilco test shell');
      expect(res.body, url).toContain('href="/assets/not-found-abc123.js"');
    }
  });

  it('sends the precompressed twin of an asset to a browser that accepts it', async () => {
    const br = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli twin');
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("wilco")');
  });

  it('serves hashed assets as immutable files', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers 5xx to malformed or mistyped bodies on any route', async () => {
    // The OpenAPI document lists every route with a body, so new routes are covered as they land.
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    const withBody = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops)
        .map((m) => m.toUpperCase())
        .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
        .map((method) => ({ method, url })),
    );
    expect(withBody.length).toBeGreaterThan(0);
    for (const { method, url } of withBody) {
      const concrete = url.replace(/\{[^}]+\}/g, '1');
      for (const payload of ['{bad json', '[]', '{"message": {"nested": true}}', 'null']) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: concrete,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
  });
});

describe.shuffle.each(databaseKinds())('app on %s, signed in as an admin', (kind) => {
  const t = useTestApp(kind);

  it('never answers 5xx to malformed or mistyped bodies on any route, past authentication', async () => {
    const { users } = await createTenantWithUsers(t.app, 'sweep', ['Admin']);
    const { idToken } = await login(t.app, users.Admin?.email ?? '');
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    const withBody = Object.entries(doc.paths)
      .flatMap(([url, ops]) =>
        Object.keys(ops)
          .map((m) => m.toUpperCase())
          .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
          .map((method) => ({ method, url })),
      )
      // Signing out ends the session the sweep runs on: those go last.
      .sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
    for (const { method, url } of withBody) {
      const concrete = url.replace(/\{[^}]+\}/g, '1');
      for (const payload of [
        '{bad json',
        '[]',
        '{"message": {"nested": true}}',
        'null',
        '{"ids": "x", "email": 7}',
      ]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: concrete,
          headers: { 'content-type': 'application/json', ...bearer(idToken) },
          payload,
        });
        const what = `${method} ${url} ${payload}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe('string');
      }
    }
  });
});

describe('app without a built web app', () => {
  it('explains how to build it instead of failing', async () => {
    const config = testConfig({
      database: await memoryPglite(),
      webDist: '/nonexistent/wilco-web',
    });
    const app = await buildApp(config);
    try {
      const res = await app.inject({ url: '/Home', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/npm start/);
    } finally {
      await app.close();
      config.cleanup();
    }
  });
});

describe('app with CORS_ORIGINS', () => {
  it('allows only the listed origins', async () => {
    const config = testConfig({
      database: await memoryPglite(),
      corsOrigins: ['https://lms.example.edu'],
    });
    const app = await buildApp(config);
    try {
      const ok = await app.inject({ url: '/api/status', headers: { origin: 'https://lms.example.edu' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://lms.example.edu');
      const other = await app.inject({ url: '/api/status', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      config.cleanup();
    }
  });
});

describe('app with RATE_LIMIT_MAX', () => {
  it('answers 429 with a message and Retry-After once a client passes the limit', async () => {
    const config = testConfig({ database: await memoryPglite(), rateLimitMax: 3 });
    const app = await buildApp(config);
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await app.inject({ url: '/api/status' })).statusCode);
      expect(codes).toEqual([200, 200, 200]);
      const limited = await app.inject({ url: '/api/status' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(typeof limited.json().message).toBe('string');
      // The web app's files are not rate limited.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      config.cleanup();
    }
  });
});
