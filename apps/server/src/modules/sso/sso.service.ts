import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@wilco/shared';
import { HttpError, forbidden, unauthorized } from '../../lib/http-errors';
import { TRIAL_ENDED, isTrialExpired, type AuthService, type ClientMeta } from '../auth/auth.service';
import type { AuthRepository } from '../auth/auth.repository';
import type { TokenService } from '../auth/tokens';
import { claimValues, mapRoles } from './role-mapping';
import type { Provider } from './sso-config';
import type { SsoRepository } from './sso.repository';

export const HANDOFF_SECONDS = 60;
/**
 * The browser that finished a sign-in holds this cookie, sent only to the redeem call: a hand-off
 * code works only there, so nobody can send their own finished sign-in to someone else as a link
 * (docs/product/administration.md, "Single sign-on").
 */
export const HANDOFF_COOKIE = 'wilco_sso_handoff';
export const HANDOFF_COOKIE_PATH = '/api/auth/sso/redeem';
export const OTHER_BROWSER = 'This sign-in was finished in another browser: sign in again';
export const hashKey = (value: string) => createHash('sha256').update(value).digest('hex');

/** What an IdP said about the person, whatever the protocol. */
export type AssertedIdentity = {
  provider: Provider;
  issuer: string;
  subject: string;
  email: string | null;
  /**
   * OIDC's email_verified ('unknown' when the IdP does not send it, as some do not); SAML IdPs
   * vouch for the addresses they send.
   */
  emailVerified: 'yes' | 'no' | 'unknown';
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  /** Claims or attributes, where the role claim is read from. */
  attributes: Record<string, unknown>;
};

export const NO_ROLE = 'Your identity provider gives you no role in Wilco: ask your administrator';
const OTHER_TENANT = 'This email address belongs to an account of another organisation';
const NOT_VERIFIED = 'Your identity provider has not verified this email address';

/**
 * Signing in through an IdP (docs/product/administration.md, "Single sign-on"): find or provision the
 * account, apply the tenant's role mapping, then hand the browser a one-minute, single-use code that
 * the web app redeems for Wilco's tokens.
 */
export function createSsoService(deps: {
  repo: SsoRepository;
  users: AuthRepository;
  auth: AuthService;
  tokens: TokenService;
}) {
  const { repo, users, auth, tokens } = deps;

  async function findOrProvision(id: AssertedIdentity, roles: string[]) {
    const p = id.provider;
    const key = { tenantId: p.tenantId, protocol: p.protocol, issuer: id.issuer, subject: id.subject };
    const linked = await repo.findLinkedUser(key);
    if (linked) return linked;
    if (!id.email) throw forbidden('Your identity provider did not send an email address');
    const existing = await users.findUserByEmail(id.email);
    if (existing && existing.tenant_id !== p.tenantId) throw forbidden(OTHER_TENANT);
    // Taking over an existing account needs a verified address; a new one only needs the IdP not
    // to deny it (the subject, not the email, is what identifies the person from then on).
    if (id.emailVerified === 'no' || (existing && id.emailVerified !== 'yes')) throw forbidden(NOT_VERIFIED);
    const user =
      existing ??
      (await repo.createSsoUser({
        tenantId: p.tenantId,
        email: id.email,
        firstName: id.firstName,
        lastName: id.lastName,
        displayName: id.displayName ?? ([id.firstName, id.lastName].filter(Boolean).join(' ') || id.email),
        roles,
      }));
    await repo.link({ ...key, userId: user.user_id });
    return user;
  }

  return {
    /** The Wilco account for an asserted identity, with its roles mapped afresh. */
    async signIn(id: AssertedIdentity) {
      const p = id.provider;
      const roles = mapRoles(claimValues(id.attributes, p.roleClaim), p.roleMap, p.defaultRoles);
      if (roles.length === 0) throw forbidden(NO_ROLE);
      const user = await findOrProvision(id, roles);
      if (user.disabled) throw forbidden('This account is disabled');
      if (isTrialExpired(user)) throw new HttpError(403, TRIAL_ENDED, 'trial_expired');
      const same = user.roles.length === roles.length && user.roles.every((r) => roles.includes(r));
      if (!same) await repo.setRoles(p.tenantId, user.user_id, roles);
      return { ...user, roles };
    },

    /** Tokens, or the second-factor challenge when the account has one. */
    async tokensFor(user: { user_id: number; totp_enabled_at: Date | null }, meta: ClientMeta) {
      if (user.totp_enabled_at) {
        return {
          user_mfas: ['totp'],
          mfa_token: await tokens.signMfaToken(user.user_id),
        } satisfies LoginResponse;
      }
      await users.touchLogin(user.user_id);
      return auth.issueForUser(user.user_id, meta);
    },

    /** A one-time code for the account, and the browser binding its redeem call must bring. */
    async createHandoff(user: { user_id: number; tenant_id: number }) {
      const code = randomBytes(32).toString('base64url');
      const binding = randomBytes(32).toString('base64url');
      await repo.putRequest({
        kind: 'handoff',
        key_hash: hashKey(code),
        tenant_id: user.tenant_id,
        data: { user_id: user.user_id, binding: hashKey(binding) },
        expires_at: new Date(Date.now() + HANDOFF_SECONDS * 1000),
      });
      return { code, binding };
    },

    /** The account a hand-off code was made for, traded by the browser it was made for; the code is used up. */
    async redeemHandoff(code: string, binding: string | undefined) {
      const row = await repo.takeRequest('handoff', hashKey(code));
      const userId = row?.data.user_id;
      if (typeof userId !== 'number') throw unauthorized('This sign-in link has expired or was already used');
      if (!binding || hashKey(binding) !== row?.data.binding) throw unauthorized(OTHER_BROWSER);
      const user = await users.findUserById(userId);
      if (!user || user.disabled) throw unauthorized('This account is disabled');
      return user;
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;
