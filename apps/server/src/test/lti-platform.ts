import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

/**
 * A real LTI 1.3 platform for tests (docs/product/integrations.md, "Tests"), on `jose` and
 * node:http: its own keys and key set, the OIDC auth endpoint, an OAuth 2 token endpoint that
 * checks the tool's signed client assertion, AGS line items that record scores and an NRPS roster.
 */
export type TestPlatformOptions = {
  clientId?: string;
  deploymentId?: string;
  /** The tool's key set, to check client assertions (a function: the tool may not listen). */
  toolJwks: () => Promise<JSONWebKeySet>;
};

export type Member = { user_id: string; name: string; email?: string; roles: string[]; status?: string };
export type ReceivedScore = { lineitem: string; body: Record<string, unknown>; scope: string };
export type LaunchClaims = {
  sub: string;
  roles: string[];
  name?: string;
  email?: string;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  custom?: Record<string, string>;
  resourceLinkId?: string;
  lineitem?: string | null;
  extra?: Record<string, unknown>;
};

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE_URI = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  admin: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestPlatform(options: TestPlatformOptions) {
  const clientId = options.clientId ?? 'wilco-tool';
  const deploymentId = options.deploymentId ?? 'deployment-1';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const scores: ReceivedScore[] = [];
  const tokensIssued: string[] = [];
  const deepLinkResponses: JWTPayload[] = [];
  const members: Member[] = [];
  const accessTokens = new Map<string, string>();
  const state = { down: false, scoreFailures: 0 };
  /** The launch the browser flow signs next (set by the course page or a test). */
  let pending: LaunchClaims = { sub: 'learner-1', roles: [ROLE_URI.learner] };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;
  const registration = {
    name: 'Test platform',
    issuer,
    client_id: clientId,
    deployment_ids: [deploymentId],
    auth_login_url: `${base}/auth`,
    token_url: `${base}/token`,
    jwks_url: `${base}/jwks`,
  };
  const lineitemUrl = (id: string) => `${base}/lineitems/${id}`;

  /** A signed id_token for a login the tool started (its nonce) with these claims. */
  async function idToken(
    nonce: string,
    claims: LaunchClaims,
    overrides: {
      issuer?: string;
      audience?: string;
      expiresIn?: string | number;
      deploymentId?: string;
      key?: Parameters<SignJWT['sign']>[0];
    } = {},
  ) {
    const type = claims.messageType ?? 'LtiResourceLinkRequest';
    const body: JWTPayload = {
      nonce,
      name: claims.name,
      email: claims.email,
      [`${LTI}message_type`]: type,
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: overrides.deploymentId ?? deploymentId,
      [`${LTI}target_link_uri`]: 'https://tool.invalid/lti/launch',
      [`${LTI}roles`]: claims.roles,
      [`${LTI}context`]: { id: 'course-1', title: 'Private Pilot Ground School' },
      [`${LTI}custom`]: claims.custom ?? {},
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: `${base}/nrps/course-1`,
        service_versions: ['2.0'],
      },
      ...claims.extra,
    };
    if (type === 'LtiResourceLinkRequest') {
      body[`${LTI}resource_link`] = { id: claims.resourceLinkId ?? 'link-1' };
      if (claims.lineitem !== null)
        body['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${base}/lineitems`,
          lineitem: lineitemUrl(claims.lineitem ?? claims.resourceLinkId ?? 'link-1'),
        };
    } else {
      body['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
        deep_link_return_url: `${base}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: true,
        data: 'platform-opaque-data',
      };
    }
    return new SignJWT(body)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(overrides.issuer ?? issuer)
      .setAudience(overrides.audience ?? clientId)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '5m')
      .sign(overrides.key ?? privateKey);
  }

  const html = (res: ServerResponse, body: string) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><meta charset="utf-8">${body}`);
  const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') =>
    res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

  async function bearerScope(req: IncomingMessage): Promise<string | null> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token ? (accessTokens.get(token) ?? null) : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, jwks);
    // What a browser test reads back: the gradebook and the deep-linking answers received.
    if (req.method === 'GET' && url.pathname === '/received')
      return json(res, 200, { scores, deepLinkResponses });
    if (req.method === 'GET' && url.pathname === '/course') {
      // The course page: the tool in an iframe, started by a third-party-initiated login.
      const tool = url.searchParams.get('tool') ?? '';
      const role = url.searchParams.get('role') ?? 'learner';
      const custom = Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('wilco_')));
      pending = {
        messageType: url.searchParams.has('deep_link') ? 'LtiDeepLinkingRequest' : 'LtiResourceLinkRequest',
        sub: url.searchParams.get('sub') ?? `${role}-browser`,
        name: `Browser ${role}`,
        roles: [role === 'instructor' ? ROLE_URI.instructor : ROLE_URI.learner],
        custom,
        resourceLinkId: url.searchParams.get('link') ?? 'browser-link',
      };
      const login = new URL('/lti/login', tool);
      login.searchParams.set('iss', issuer);
      login.searchParams.set('login_hint', pending.sub);
      login.searchParams.set('target_link_uri', `${tool}/lti/launch`);
      login.searchParams.set('client_id', clientId);
      login.searchParams.set('lti_deployment_id', deploymentId);
      return html(
        res,
        `<title>Test LMS course</title><h1>Private Pilot Ground School</h1>
<iframe title="Wilco" src="${escape(login.toString())}" style="width:100%;height:900px;border:1px solid #888" allow="microphone; autoplay"></iframe>`,
      );
    }
    if (req.method === 'GET' && url.pathname === '/auth') {
      // The OIDC authorization endpoint answering with form_post, as platforms do.
      const q = url.searchParams;
      if (
        q.get('client_id') !== clientId ||
        q.get('response_mode') !== 'form_post' ||
        q.get('scope') !== 'openid'
      )
        return json(res, 400, { error: 'invalid_request' });
      const token = await idToken(q.get('nonce') ?? '', pending);
      return html(
        res,
        `<form method="post" action="${escape(q.get('redirect_uri') ?? '')}">
<input type="hidden" name="id_token" value="${escape(token)}"><input type="hidden" name="state" value="${escape(q.get('state') ?? '')}">
</form><script>document.forms[0].submit()</script>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      if (state.down) return json(res, 503, { error: 'temporarily_unavailable' });
      const form = new URLSearchParams(await readBody(req));
      const assertion = form.get('client_assertion') ?? '';
      try {
        await jwtVerify(assertion, createLocalJWKSet(await options.toolJwks()), {
          issuer: clientId,
          subject: clientId,
          audience: `${base}/token`,
        });
      } catch (err) {
        return json(res, 401, { error: 'invalid_client', error_description: String(err) });
      }
      if (form.get('grant_type') !== 'client_credentials')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const token = randomUUID();
      accessTokens.set(token, form.get('scope') ?? '');
      tokensIssued.push(form.get('scope') ?? '');
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: form.get('scope'),
      });
    }
    const scoreMatch = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (req.method === 'POST' && scoreMatch) {
      const scope = await bearerScope(req);
      if (!scope?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score'))
        return json(res, 401, { error: 'no score scope' });
      if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json')
        return json(res, 415, { error: 'score media type' });
      if (state.scoreFailures > 0) {
        state.scoreFailures -= 1;
        return json(res, 503, { error: 'gradebook down' });
      }
      scores.push({
        lineitem: lineitemUrl(scoreMatch[1]!),
        body: JSON.parse(await readBody(req)) as Record<string, unknown>,
        scope,
      });
      return res.writeHead(204).end();
    }
    if (req.method === 'GET' && url.pathname.startsWith('/nrps/')) {
      const scope = await bearerScope(req);
      if (!scope?.includes('contextmembership.readonly')) return json(res, 401, { error: 'no roster scope' });
      return json(
        res,
        200,
        { id: url.toString(), context: { id: 'course-1' }, members },
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      );
    }
    if (req.method === 'POST' && url.pathname === '/deep-link-return') {
      const form = new URLSearchParams(await readBody(req));
      const { payload } = await jwtVerify(
        form.get('JWT') ?? '',
        createLocalJWKSet(await options.toolJwks()),
        {
          issuer: clientId,
          audience: issuer,
        },
      );
      deepLinkResponses.push(payload);
      const items =
        (payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as { title: string }[]) ?? [];
      return html(
        res,
        `<title>Activities added</title><h1>Added to the course</h1><ul>${items.map((i) => `<li>${escape(i.title)}</li>`).join('')}</ul>`,
      );
    }
    return json(res, 404, { error: 'not found' });
  }

  return {
    base,
    issuer,
    clientId,
    deploymentId,
    registration,
    scores,
    tokensIssued,
    deepLinkResponses,
    members,
    state,
    privateKey,
    idToken,
    lineitemUrl,
    setPending: (claims: LaunchClaims) => (pending = claims),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;
