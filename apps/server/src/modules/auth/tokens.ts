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

/**
 * JWTs with an explicit algorithm, issuer and audience (docs/architecture.md, "Stack"). The first
 * key signs and names itself in `kid`; every key verifies the tokens that name it, so a new key
 * can take over while the old one's tokens run out (docs/product/shell-and-accounts.md, "Keys").
 */
export function createTokenService(signingKeys: readonly [SigningKey, ...SigningKey[]]) {
  const encoder = new TextEncoder();
  const keys = new Map(signingKeys.map((k) => [k.kid, encoder.encode(k.secret)]));
  const current = signingKeys[0];
  const signKey = keys.get(current.kid)!;
  const keyFor = (header: JWTHeaderParameters) => {
    const key = header.kid ? keys.get(header.kid) : undefined;
    if (!key) throw unauthorized('Invalid token');
    return key;
  };

  async function sign(claims: Record<string, unknown>, subject: string, audience: string, seconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: current.kid })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(signKey);
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
      return { userId, tenantId: p.tid, roles: p.roles.map(String), sessionId: p.sid };
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
