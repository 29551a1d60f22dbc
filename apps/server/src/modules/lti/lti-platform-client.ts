import { randomUUID } from 'node:crypto';
import type { LtiKeys } from './lti-keys';
import type { PlatformRow } from './lti.repository';

const TIMEOUT_MS = 10_000;
export const PLATFORM_ANSWER_MAX_BYTES = 5 * 1024 * 1024;
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';
const NRPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

export class PlatformError extends Error {}
export const ROSTER_UNAVAILABLE = 'The platform did not send the course roster: try again later';

/** The body, read only up to PLATFORM_ANSWER_MAX_BYTES. */
async function boundedText(res: Response, what: string): Promise<string> {
  const tooLarge = () =>
    new PlatformError(
      `${what} answered with more than ${PLATFORM_ANSWER_MAX_BYTES / 1024 / 1024} MB, larger than a platform answer may be`,
    );
  if (Number(res.headers.get('content-length')) > PLATFORM_ANSWER_MAX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > PLATFORM_ANSWER_MAX_BYTES) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An http(s) address: the only kind a platform is called at or a browser is sent to. */
export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * docs/product/integrations.md, "Calls to a platform": only http(s), no redirect followed (the
 * answer must come from the address the registration or the signed launch names), bounded in time
 * and size.
 */
async function call(
  url: string,
  init: RequestInit,
): Promise<{ headers: Headers; text: string; what: string }> {
  const what = `${init.method ?? 'GET'} ${url}`;
  if (!isHttpUrl(url)) throw new PlatformError(`${what}: only http(s) is called`);
  const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) {
    const text = (await boundedText(res, what).catch(() => '')).slice(0, 300);
    throw new PlatformError(`${what} answered ${res.status}${text ? `: ${text}` : ''}`);
  }
  return { headers: res.headers, text: await boundedText(res, what), what };
}

function jsonOf<T>(answer: { text: string; what: string }): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new PlatformError(`${answer.what} answered with something other than JSON`);
  }
}

export type NrpsMember = {
  user_id: string;
  name?: string;
  email?: string;
  roles?: string[];
  status?: string;
};

/**
 * Calls into a platform's services (docs/product/integrations.md, "Grades" and "Roster"): an
 * OAuth 2 client-credentials token obtained with a JWT signed by the tool's key, then AGS or NRPS.
 */
export function createPlatformClient(keys: LtiKeys) {
  async function accessToken(platform: PlatformRow, scopes: string[]): Promise<string> {
    const assertion = await keys.sign({
      iss: platform.client_id,
      sub: platform.client_id,
      aud: platform.token_url,
      jti: randomUUID(),
    });
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    });
    const res = await call(platform.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const json = jsonOf<{ access_token?: unknown } | null>(res);
    if (typeof json?.access_token !== 'string')
      throw new PlatformError('The token endpoint sent no access_token');
    return json.access_token;
  }

  return {
    /** AGS 2.0 score publish to `<lineitem>/scores`. */
    async postScore(
      platform: PlatformRow,
      lineitemUrl: string,
      score: { sub: string; scoreGiven: number; scoreMaximum: number; timestamp: Date },
    ): Promise<void> {
      const bearer = await accessToken(platform, ['https://purl.imsglobal.org/spec/lti-ags/scope/score']);
      const url = new URL(lineitemUrl);
      url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
      await call(url.toString(), {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': SCORE_TYPE },
        body: JSON.stringify({
          userId: score.sub,
          scoreGiven: score.scoreGiven,
          scoreMaximum: score.scoreMaximum,
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
          timestamp: score.timestamp.toISOString(),
        }),
      });
    },

    /** NRPS 2.0 membership of a context, following `next` links. */
    async members(platform: PlatformRow, membershipsUrl: string): Promise<NrpsMember[]> {
      const bearer = await accessToken(platform, [
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
      ]);
      const members: NrpsMember[] = [];
      let next: string | null = membershipsUrl;
      const origin = new URL(membershipsUrl).origin;
      for (let page = 0; next && page < 50; page += 1) {
        // The bearer token goes to the roster's own origin only.
        if (new URL(next, membershipsUrl).origin !== origin)
          throw new PlatformError(`The roster's next page on another host was not followed: ${next}`);
        const res = await call(new URL(next, membershipsUrl).href, {
          headers: { authorization: `Bearer ${bearer}`, accept: NRPS_TYPE },
        });
        const json = jsonOf<{ members?: NrpsMember[] } | null>(res);
        members.push(...(json?.members ?? []));
        next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      }
      return members;
    },
  };
}
export type PlatformClient = ReturnType<typeof createPlatformClient>;
