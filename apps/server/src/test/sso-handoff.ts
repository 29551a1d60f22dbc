import type { FastifyInstance } from 'fastify';

type Finished = { headers: Record<string, unknown> };

/** The address fragment a finished (or refused) browser sign-in went back to the web app with. */
export const fragmentOf = (res: Finished) =>
  new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1));

/** The hand-off cookie a finished sign-in gave its browser (docs/product/administration.md, "Single sign-on"). */
export function handoffCookieOf(res: Finished): string {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  return cookies.find((c) => c.startsWith('wilco_sso_handoff='))?.split(';')[0] ?? '';
}

/** Trades a hand-off code for tokens, from a browser holding `cookie` (none: another browser). */
export const redeemHandoff = (app: FastifyInstance, code: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sso/redeem',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });

/** What the web app does in the browser that finished the sign-in: trades its code for tokens. */
export const redeemInSameBrowser = (app: FastifyInstance, finished: Finished) =>
  redeemHandoff(app, fragmentOf(finished).get('sso_code') ?? '', handoffCookieOf(finished));
