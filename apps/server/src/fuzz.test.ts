import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settings, signInFailures } from './db/schema';
import { useTestApp } from './test/app';
import { bearer, login } from './test/fixtures';
import { nearly, type JsonSchema } from './test/fuzz-values';

/**
 * Issue 17 part 6: malformed requests generated from the app's own OpenAPI document, over every
 * route, answer 4xx (or a 2xx when they happen to be valid), never 5xx, and the app is alive
 * afterwards. `npm test` runs a few cases per route; `npm run fuzz` sets FUZZ_RUNS (≥ 10,000 in
 * all) and FUZZ_SEED replays a failure. The socket events are fuzzed in fuzz-sockets.test.ts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type Route = { method: string; path: string; op: Operation };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/**
 * A parameter's text as a client would send it. Not String(): a generated object may carry a
 * `toString` key that is not a function (`{"toString": 0}`), which String() cannot convert.
 */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A request for a route: path and query parameters and a body, each nearly right. */
function requestFor(route: Route) {
  const params = route.op.parameters ?? [];
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const body = route.op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: fc
      .tuple(...inPath.map((p) => nearly(p.schema)))
      .map((values) =>
        inPath.reduce(
          (url, p, i) => url.replace(`{${p.name}}`, encodeURIComponent(asText(values[i]))),
          route.path,
        ),
      ),
    query: fc
      .tuple(...inQuery.map((p) => fc.option(nearly(p.schema), { freq: 3 })))
      .map((values) =>
        Object.fromEntries(
          inQuery.flatMap((p, i) => (values[i] === null ? [] : [[p.name, asText(values[i])]])),
        ),
      ),
    body: body ? nearly(body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 }),
    who: fc.constantFrom('anonymous', 'learner', 'admin') as fc.Arbitrary<'anonymous' | 'learner' | 'admin'>,
  });
}

describe('fuzzed HTTP requests (issue 17 part 6)', () => {
  const t = useTestApp('pglite', {
    seedDemo: true,
    rateLimitMax: 1_000_000_000,
    signInRateLimit: 1_000_000_000,
  });

  it('answers every malformed request to every route without a 5xx', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(100);
    const tokens = { learner: '', admin: '' };
    const signIn = async (who: 'learner' | 'admin') => {
      // Fuzzed wrong passwords and codes count against the signed-in account: forget them, as
      // the hour's wait would (docs/product/shell-and-accounts.md, "Failed sign-ins").
      await t.app.db.delete(signInFailures);
      tokens[who] = (await login(t.app, `${who}@wilco.dev`)).idToken;
    };
    await signIn('learner');
    await signIn('admin');
    const perRoute = Math.max(2, Math.ceil(RUNS / routes.length));

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (req) => {
          const headers = req.who === 'anonymous' ? {} : bearer(tokens[req.who]);
          const res = await t.app.inject({
            // Another address than the harness's own sign-ins: the fuzzed sign-in failures use up
            // that address's budget (docs/product/shell-and-accounts.md, "Failed sign-ins"), not ours.
            remoteAddress: '192.0.2.1',
            method: route.method as 'GET',
            url: req.path,
            query: req.query,
            headers: { ...headers, ...(req.body !== null ? { 'content-type': 'application/json' } : {}) },
            ...(req.body !== null ? { payload: JSON.stringify(req.body) } : {}),
          });
          const detail = res.body.startsWith('{') ? (res.json() as { detail?: unknown }).detail : undefined;
          if (res.statusCode === 503 && detail === 'maintenance') {
            // A fuzzed admin request switched maintenance on (by design a 503 for learners).
            await t.app.db.update(settings).set({ maintenance_mode: false });
          } else if (res.statusCode >= 500) {
            throw new Error(`${route.method} ${req.path} → ${res.statusCode} ${res.body}`);
          }
          // A fuzzed sign-out or password change ends the session: sign in again.
          if (req.who !== 'anonymous' && res.statusCode === 401) await signIn(req.who);
        }),
        { numRuns: perRoute, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    }
    expect((await t.app.inject({ url: '/api/status' })).statusCode).toBe(200);
  });
});
