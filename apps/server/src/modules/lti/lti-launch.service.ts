import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { LtiPlatformInput } from '@wilco/shared';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { CLAIM, MESSAGE, launchFacts, mapLtiRoles, type LaunchFacts } from './lti-claims';
import type { LaunchRow, LtiRepository, PlatformRow } from './lti.repository';

const LOGIN_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 2 * 60_000;
/** Clock skew allowed between Wilco and a platform on exp / iat. */
const CLOCK_TOLERANCE_S = 60;

export type LoginParams = {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const token = () => randomBytes(32).toString('base64url');

/**
 * The LTI 1.3 launch (docs/product/integrations.md, "Launch"): the third-party-initiated login
 * and the id_token check, then the user provisioned just in time and a one-time code for the frame.
 */
export function createLtiLaunchService(deps: { repo: LtiRepository; envPlatforms: LtiPlatformInput[] }) {
  const { repo } = deps;
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keySet = (url: string) => {
    let set = keySets.get(url);
    if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })));
    return set;
  };

  let envSynced = false;
  /** LTI_PLATFORMS belong to the default tenant; they are written to it when first needed. */
  async function syncEnvPlatforms() {
    if (envSynced || deps.envPlatforms.length === 0) return;
    const tenantId = await repo.defaultTenantId();
    if (tenantId === null) return;
    for (const p of deps.envPlatforms) {
      const [found] = await repo.findPlatform(p.issuer, p.client_id);
      if (found) await repo.updatePlatform(found.tenant_id, found.platform_id, p);
      else await repo.insertPlatform(tenantId, p);
    }
    envSynced = true;
  }

  async function platformFor(issuer: string, clientId: string | null): Promise<PlatformRow> {
    await syncEnvPlatforms();
    const found = await repo.findPlatform(issuer, clientId);
    if (found.length === 0) throw badRequest(`No LTI platform is registered for issuer ${issuer}`);
    if (found.length > 1)
      throw badRequest('Several registrations share this issuer: the login must name its client_id');
    return found[0]!;
  }

  async function verifyIdToken(idToken: string, platform: PlatformRow): Promise<JWTPayload> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(idToken);
    } catch {
      throw unauthorized('The id_token is not a JWT');
    }
    if (unverified.iss !== platform.issuer) throw unauthorized('The id_token has the wrong issuer');
    try {
      const { payload } = await jwtVerify(idToken, keySet(platform.jwks_url), {
        issuer: platform.issuer,
        audience: platform.client_id,
        algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp', 'iat', 'nonce', 'sub'],
      });
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('The id_token has expired');
      if (err instanceof joseErrors.JWTClaimValidationFailed) {
        if (err.claim === 'aud')
          throw unauthorized('The id_token is not meant for this tool (wrong audience)');
        throw unauthorized(`The id_token's ${err.claim} claim is invalid`);
      }
      if (err instanceof joseErrors.JOSEAlgNotAllowed || err instanceof joseErrors.JWSInvalid)
        throw unauthorized('The id_token is unsigned or signed with an algorithm that is not accepted');
      if (
        err instanceof joseErrors.JWSSignatureVerificationFailed ||
        err instanceof joseErrors.JWKSNoMatchingKey
      )
        throw unauthorized('The id_token signature does not verify against the platform key set');
      if (err instanceof joseErrors.JOSEError) throw unauthorized(`The id_token was refused: ${err.message}`);
      throw new HttpError(502, 'The platform key set could not be read', 'lti_jwks_unavailable');
    }
  }

  function checkClaims(payload: JWTPayload, platform: PlatformRow) {
    const aud = payload.aud;
    if (Array.isArray(aud) && aud.length > 1 && payload.azp === undefined)
      throw unauthorized('The id_token names several audiences but no azp');
    if (payload.azp !== undefined && payload.azp !== platform.client_id)
      throw unauthorized('The id_token azp is not this tool');
    if (payload[CLAIM.version] !== '1.3.0') throw badRequest('Only LTI version 1.3.0 is supported');
    const type = payload[CLAIM.messageType];
    if (type !== MESSAGE.resourceLink && type !== MESSAGE.deepLinkingRequest)
      throw badRequest(`Unsupported LTI message type ${String(type)}`);
    const deployment = payload[CLAIM.deploymentId];
    if (typeof deployment !== 'string' || !platform.deployment_ids.includes(deployment))
      throw forbidden('Unknown LTI deployment');
    if (type === MESSAGE.resourceLink && !payload[CLAIM.resourceLink])
      throw badRequest('A resource link launch must carry its resource_link claim');
    if (type === MESSAGE.deepLinkingRequest && !payload[CLAIM.deepLinkingSettings])
      throw badRequest('A deep-linking request must carry its deep_linking_settings claim');
    return { type: type as string, deployment };
  }

  async function provision(platform: PlatformRow, facts: LaunchFacts & { sub: string }) {
    const roles = mapLtiRoles(facts.roles);
    const existing = await repo.findLinkedUser(platform.platform_id, facts.sub);
    if (existing) {
      if (existing.disabled) throw forbidden('This account is disabled');
      const sameRoles =
        existing.roles.length === roles.length && roles.every((r) => existing.roles.includes(r));
      if (!sameRoles) await repo.updateUser(platform.tenant_id, existing.user_id, { roles });
      return existing.user_id;
    }
    // Sign-in emails are unique across tenants: a platform may not claim an address already in
    // use, so such a user gets a placeholder address instead of someone else's account.
    const email =
      facts.email && !(await repo.emailTaken(facts.email))
        ? facts.email
        : `lti-${platform.platform_id}-${createHash('sha256').update(facts.sub).digest('hex').slice(0, 16)}@lti.invalid`;
    const user = await repo.provisionUser(platform.platform_id, facts.sub, {
      tenant_id: platform.tenant_id,
      email,
      first_name: facts.givenName,
      last_name: facts.familyName,
      display_name: facts.name ?? 'LTI user',
      password_hash: null,
      roles,
      email_verified: Boolean(facts.email && email === facts.email),
    });
    return user.user_id;
  }

  return {
    /** docs/product/integrations.md, "LTI 1.3": a platform LTI_PLATFORMS sets is changed there. */
    fromEnvironment: (p: { issuer: string; client_id: string }) =>
      deps.envPlatforms.some((e) => e.issuer === p.issuer && e.client_id === p.client_id),

    /**
     * The tenant's platforms for its admins. LTI_PLATFORMS are written first, so the default
     * tenant's admins see them before anyone has launched.
     */
    async platforms(tenantId: number) {
      await syncEnvPlatforms();
      return repo.listPlatforms(tenantId);
    },

    /** Step one of the OIDC login: remember state and nonce, send the browser to the platform. */
    async login(params: LoginParams, launchUrl: string): Promise<string> {
      if (!params.iss || !params.login_hint || !params.target_link_uri)
        throw badRequest('An LTI login needs iss, login_hint and target_link_uri');
      const platform = await platformFor(params.iss, params.client_id ?? null);
      if (params.lti_deployment_id && !platform.deployment_ids.includes(params.lti_deployment_id))
        throw forbidden('Unknown LTI deployment');
      const state = token();
      const nonce = token();
      await repo.insertLogin({
        state,
        nonce,
        platform_id: platform.platform_id,
        expires_at: new Date(Date.now() + LOGIN_TTL_MS),
      });
      const url = new URL(platform.auth_login_url);
      const query = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.client_id,
        redirect_uri: launchUrl,
        login_hint: params.login_hint,
        state,
        nonce,
        ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
      };
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      return url.toString();
    },

    /** Step two: the id_token posted back. Returns the launch and its one-time code. */
    async launch(body: { id_token?: string; state?: string }): Promise<{ launch: LaunchRow; code: string }> {
      if (!body.id_token || !body.state) throw badRequest('An LTI launch needs id_token and state');
      const login = await repo.findLogin(body.state);
      if (!login || login.expires_at.getTime() < Date.now())
        throw unauthorized('Unknown or expired LTI login state');
      const platform = await repo.platformById(login.platform_id);
      if (!platform) throw unauthorized('The platform of this login is no longer registered');
      const payload = await verifyIdToken(body.id_token, platform);
      if (payload.nonce !== login.nonce) throw unauthorized('The id_token nonce does not match this login');
      // Single use: a replayed id_token (same state, same nonce) stops here.
      if (!(await repo.consumeLogin(body.state))) throw unauthorized('This nonce was already used');
      const { type, deployment } = checkClaims(payload, platform);
      const facts = launchFacts(payload as Record<string, unknown>);
      if (!facts.sub) throw badRequest('The id_token has no sub');
      const userId = await provision(platform, { ...facts, sub: facts.sub });
      const code = token();
      const launch = await repo.insertLaunch({
        platform_id: platform.platform_id,
        user_id: userId,
        sub: facts.sub,
        deployment_id: deployment,
        message_type: type,
        context_id: facts.contextId,
        context_title: facts.contextTitle,
        resource_link_id: facts.resourceLinkId,
        target: type === MESSAGE.resourceLink ? facts.target : null,
        lineitem_url: facts.lineitemUrl,
        ags_scopes: facts.agsScopes,
        nrps_url: facts.nrpsUrl,
        deep_linking: facts.deepLinking,
        code_hash: hashCode(code),
        code_expires_at: new Date(Date.now() + CODE_TTL_MS),
      });
      return { launch, code };
    },

    /**
     * docs/product/integrations.md, "In a frame": a new code for the same launch, so the widget
     * can open in a window of its own (where the frame's storage is not shared) without a sign-in.
     */
    async handoff(userId: number, launchId: number): Promise<string> {
      const code = token();
      if (!(await repo.renewCode(userId, launchId, hashCode(code), new Date(Date.now() + CODE_TTL_MS))))
        throw notFound('LTI launch not found', 'LTI launch not found');
      return code;
    },

    /** The frame trades its one-time code for the launch (and then for the app's tokens). */
    async redeem(code: string): Promise<LaunchRow> {
      const launch = await repo.consumeCode(hashCode(code));
      if (!launch)
        throw unauthorized('This launch link has expired or was already used; launch again from your course');
      return launch;
    },
  };
}
export type LtiLaunchService = ReturnType<typeof createLtiLaunchService>;
