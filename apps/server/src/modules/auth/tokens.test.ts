import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyId } from '../../config/keys';
import { createTokenService, hashRefreshToken, newRefreshToken, type SigningKey } from './tokens';

const key = (secret: string): SigningKey => ({ kid: keyId(secret), secret });
const secret = [key('s'.repeat(48))] as const;
const claims = {
  userId: 7,
  tenantId: 1,
  roles: ['Learner'],
  sessionId: 'b1f1c7a2-0000-4000-8000-000000000000',
};

describe('token service', () => {
  it('names its key in kid and, during a rotation, accepts tokens of the previous key', async () => {
    const old = createTokenService(secret);
    const rotated = createTokenService([key('n'.repeat(48)), secret[0]]);
    const before = await old.signIdToken(claims);
    expect(JSON.parse(Buffer.from(before.split('.')[0]!, 'base64url').toString())).toMatchObject({
      kid: keyId('s'.repeat(48)),
    });
    expect(await rotated.verifyIdToken(before)).toEqual(claims);
    const after = await rotated.signIdToken(claims);
    expect(JSON.parse(Buffer.from(after.split('.')[0]!, 'base64url').toString()).kid).toBe(
      keyId('n'.repeat(48)),
    );
    // Once the old key is dropped, its tokens stop working; the new ones never worked on the old server.
    await expect(createTokenService([key('n'.repeat(48))]).verifyIdToken(before)).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(old.verifyIdToken(after)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('round-trips id token claims', async () => {
    const tokens = createTokenService(secret);
    expect(await tokens.verifyIdToken(await tokens.signIdToken(claims))).toEqual(claims);
  });

  it('expires id tokens after 2700 seconds', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.signIdToken(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(2700);
  });

  it('rejects tokens signed with another key, another audience, or alg none', async () => {
    const tokens = createTokenService(secret);
    const other = createTokenService([key('o'.repeat(48))]);
    await expect(tokens.verifyIdToken(await other.signIdToken(claims))).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(tokens.verifyIdToken(await tokens.signMfaToken(7))).rejects.toMatchObject({
      statusCode: 401,
    });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: '7', tid: 1, roles: ['Admin'], sid: 'x', iss: 'wilco', aud: 'wilco-app' }),
    ).toString('base64url');
    await expect(tokens.verifyIdToken(`${header}.${body}.`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('says the session expired for an expired token', async () => {
    const expired = await new SignJWT({ tid: 1, roles: [], sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', kid: secret[0].kid })
      .setSubject('7')
      .setIssuer('wilco')
      .setAudience('wilco-app')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 4000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1300)
      .sign(new TextEncoder().encode(secret[0].secret));
    await expect(createTokenService(secret).verifyIdToken(expired)).rejects.toThrow(/expired/);
  });

  describe('a verified id token remembered', () => {
    afterEach(() => vi.useRealTimers());

    it('is refused once it expires, as on its first check', async () => {
      const tokens = createTokenService(secret);
      const token = await tokens.signIdToken(claims);
      expect(await tokens.verifyIdToken(token)).toEqual(claims);
      vi.useFakeTimers({ now: Date.now() + 2701_000, toFake: ['Date'] });
      await expect(tokens.verifyIdToken(token)).rejects.toThrow(/expired/);
    });

    it('does not vouch for the same token with another signature or other claims', async () => {
      const tokens = createTokenService(secret);
      const token = await tokens.signIdToken(claims);
      await tokens.verifyIdToken(token);
      const [header, body, signature] = token.split('.') as [string, string, string];
      const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
      await expect(tokens.verifyIdToken(`${header}.${body}.${flipped}`)).rejects.toMatchObject({
        statusCode: 401,
      });
      const admin = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), roles: ['Admin'] }),
      ).toString('base64url');
      await expect(tokens.verifyIdToken(`${header}.${admin}.${signature}`)).rejects.toMatchObject({
        statusCode: 401,
      });
    });
  });

  it('mfa tokens only verify as mfa tokens', async () => {
    const tokens = createTokenService(secret);
    expect(await tokens.verifyMfaToken(await tokens.signMfaToken(9))).toBe(9);
    await expect(tokens.verifyMfaToken(await tokens.signIdToken(claims))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refresh tokens are random and stored only as a hash', () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashRefreshToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
