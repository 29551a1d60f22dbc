import { randomUUID } from 'node:crypto';
import { desc, inArray, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../../db/client';
import { ltiKeys } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';

const ALG = 'RS256';

/**
 * The tool's RSA keys (docs/product/integrations.md, "Keys"): created on first use, the newest
 * signs, every unretired one stays in the key set so platforms holding an older `kid` still verify.
 */
export function createLtiKeys(db: Db, box: SecretBox) {
  let current: Promise<{ kid: string; key: Awaited<ReturnType<typeof importJWK>> }> | null = null;

  async function create() {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    await db.insert(ltiKeys).values({
      kid,
      public_jwk: publicJwk,
      private_jwk_sealed: box.seal(JSON.stringify(privateJwk)),
    });
    return kid;
  }

  async function load() {
    let [row] = await db
      .select()
      .from(ltiKeys)
      .where(isNull(ltiKeys.retired_at))
      .orderBy(desc(ltiKeys.date_created))
      .limit(1);
    if (!row) {
      await create();
      [row] = await db
        .select()
        .from(ltiKeys)
        .where(isNull(ltiKeys.retired_at))
        .orderBy(desc(ltiKeys.date_created))
        .limit(1);
    }
    if (!row) throw new Error('no LTI key');
    const jwk = JSON.parse(box.open(row.private_jwk_sealed)) as JWK;
    return { kid: row.kid, key: await importJWK(jwk, ALG) };
  }

  const signingKey = () =>
    (current ??= load().catch((err: unknown) => {
      current = null;
      throw err;
    }));

  return {
    /** The public key set served at /lti/jwks. */
    async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
      await signingKey();
      const rows = await db
        .select()
        .from(ltiKeys)
        .where(isNull(ltiKeys.retired_at))
        .orderBy(desc(ltiKeys.date_created));
      return { keys: rows.map((r) => r.public_jwk) };
    },

    /** Signs a JWT with the newest key, its `kid` in the header. */
    async sign(payload: JWTPayload, expiresInSeconds = 300): Promise<string> {
      const { kid, key } = await signingKey();
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .setJti(randomUUID())
        .sign(key);
    },

    /**
     * A new signing key. The one it replaces stays published (tokens signed with it still
     * verify, platforms that cached the key set still find it); older ones are retired.
     */
    async rotate(): Promise<{ kid: string; published: number }> {
      const kid = await create();
      current = null;
      const live = await db
        .select({ kid: ltiKeys.kid })
        .from(ltiKeys)
        .where(isNull(ltiKeys.retired_at))
        .orderBy(desc(ltiKeys.date_created));
      const retire = live.slice(2).map((r) => r.kid);
      if (retire.length > 0)
        await db.update(ltiKeys).set({ retired_at: new Date() }).where(inArray(ltiKeys.kid, retire));
      return { kid, published: Math.min(live.length, 2) };
    },
  };
}
export type LtiKeys = ReturnType<typeof createLtiKeys>;
