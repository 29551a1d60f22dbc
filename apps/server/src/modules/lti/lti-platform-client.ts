import { randomUUID } from 'node:crypto';
import type { LtiKeys } from './lti-keys';
import type { PlatformRow } from './lti.repository';

const TIMEOUT_MS = 10_000;
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';
const NRPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

export class PlatformError extends Error {}

async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new PlatformError(
      `${init.method ?? 'GET'} ${url} answered ${res.status}${text ? `: ${text}` : ''}`,
    );
  }
  return res;
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
    const json = (await res.json()) as { access_token?: unknown };
    if (typeof json.access_token !== 'string')
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
      for (let page = 0; next && page < 50; page += 1) {
        const res = await call(next, { headers: { authorization: `Bearer ${bearer}`, accept: NRPS_TYPE } });
        const json = (await res.json()) as { members?: NrpsMember[] };
        members.push(...(json.members ?? []));
        next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      }
      return members;
    },
  };
}
export type PlatformClient = ReturnType<typeof createPlatformClient>;
