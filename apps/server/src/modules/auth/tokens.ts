import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTHeaderParameters } from 'jose';
import { ID_TOKEN_MAX_AGE_SECONDS } from '@wilco/shared';
import { unauthorized } from '../../lib/http-errors';

const ALG = 'HS256';
const ISSUER = 'wilco';
const AUDIENCE = 'wilco-app';
const MFA_AUDIENCE = 'wilco-mfa';
const MFA_TOKEN_SECONDS = 300;

export type IdClaims = { userId: number; tenantId: number; roles: string[]; sessionId: string };

export type SigningKey = { kid: string; secret: string };

/** Verified id tokens remembered at most (one per live session is plenty). */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * JWTs with an explicit algorithm, issuer and audience (docs/architecture.md, "Stack"). The first
 * key signs and names itself in `kid`; every key verifies the tokens that name it, so a new key
 * can take over while the old one's tokens run out (docs/product/shell-and-accounts.md, "Keys").
 */
export function createTokenService(signingKeys: readonly [SigningKey, ...SigningKey[]]) {
  const encoder = new TextEncoder();
  // Imported once: handed raw bytes, jose imports the key again for every token (bench:load,
  // docs/decisions/033-load-bench.md).
  const keys = new Map(
    signingKeys.map((k) => [
      k.kid,
      crypto.subtle.importKey('raw', encoder.encode(k.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    ]),
  );
  const current = signingKeys[0];
  const signKey = keys.get(current.kid)!;
  const keyFor = (header: JWTHeaderParameters) => {
    const key = header.kid ? keys.get(header.kid) : undefined;
    if (!key) throw unauthorized('Invalid token');
    return key;
  };
  /**
   * Every request carries the same id token for up to 45 minutes; once its signature and claims
   * passed, the identical string needs no second HMAC until it expires. Keyed by the whole token,
   * so a changed byte misses; a removed key needs a restart anyway. Sessions are still checked on
   * every request (plugins/access.ts), so a revoked one still stops at once.
   */
  const verified = new Map<string, { claims: IdClaims; expiresAt: number }>();
  const remember = (token: string, claims: IdClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const now = Date.now();
      for (const [t, v] of verified) if (v.expiresAt <= now) verified.delete(t);
      // Map order is insertion order: the oldest go first.
      for (const t of verified.keys()) {
        if (verified.size < VERIFIED_TOKENS_MAX) break;
        verified.delete(t);
      }
    }
    verified.set(token, { claims, expiresAt });
  };

  async function sign(claims: Record<string, unknown>, subject: string, audience: string, seconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: current.kid })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(await signKey);
  }

  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, keyFor, { algorithms: [ALG], issuer: ISSUER, audience });
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Session expired, please sign in again');
      throw unauthorized('Invalid token');
    }
  }

  return {
    signIdToken: (c: IdClaims) =>
      sign(
        { tid: c.tenantId, roles: c.roles, sid: c.sessionId },
        String(c.userId),
        AUDIENCE,
        ID_TOKEN_MAX_AGE_SECONDS,
      ),

    async verifyIdToken(token: string): Promise<IdClaims> {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known.claims;
      if (known) verified.delete(token);
      const p = await verify(token, AUDIENCE);
      const userId = Number(p.sub);
      if (
        !Number.isInteger(userId) ||
        typeof p.tid !== 'number' ||
        typeof p.sid !== 'string' ||
        !Array.isArray(p.roles)
      ) {
        throw unauthorized('Invalid token');
      }
      const claims = { userId, tenantId: p.tid, roles: p.roles.map(String), sessionId: p.sid };
      // Only a token that expires is remembered (ours always do).
      if (typeof p.exp === 'number') remember(token, claims, p.exp * 1000);
      return claims;
    },

    /** Short-lived proof that the password step passed; only good for the MFA step. */
    signMfaToken: (userId: number) => sign({}, String(userId), MFA_AUDIENCE, MFA_TOKEN_SECONDS),

    async verifyMfaToken(token: string): Promise<number> {
      const p = await verify(token, MFA_AUDIENCE);
      const userId = Number(p.sub);
      if (!Number.isInteger(userId)) throw unauthorized('Invalid token');
      return userId;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque refresh token: 256 random bits; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
