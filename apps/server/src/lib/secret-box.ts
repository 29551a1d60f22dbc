import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const derive = (secret: string) => createHash('sha256').update(`wilco-secret-box:${secret}`).digest();

function openWith(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * AES-256-GCM for small secrets at rest (TOTP seeds): a database dump alone does not hand
 * out second factors. The key derives from the secrets key (docs/product/shell-and-accounts.md,
 * "Keys"); secrets sealed before it existed still open with the legacy keys.
 */
export function createSecretBox(secretsKey: string, legacyKeys: readonly string[] = []) {
  const key = derive(secretsKey);
  const legacy = legacyKeys.map(derive);
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed secret format');
      try {
        return openWith(key, iv, tag, body);
      } catch (err) {
        for (const k of legacy) {
          try {
            return openWith(k, iv, tag, body);
          } catch {
            // not sealed with this legacy key either
          }
        }
        throw err;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
