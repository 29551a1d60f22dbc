import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/product/shell-and-accounts.md, "Keys": three independent keys, so that rotating one never
 * breaks what the others protect. Token keys sign sessions (several accepted during a rotation,
 * told apart by `kid`); the secrets key encrypts secrets stored in the database; the state key
 * signs conversation state.
 */
export type TokenKey = { kid: string; secret: string };
export type ServerKeys = {
  /** The first signs; every one verifies (the others are being rotated out). */
  tokens: [TokenKey, ...TokenKey[]];
  secrets: string;
  /** Keys that sealed secrets before the secrets key existed: opened, never used to seal. */
  legacySecrets: string[];
  state: string;
};

export const MIN_KEY_LENGTH = 32;

/** The data directory holds keys and the demo password: only its owner may read it. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** A secret kept in DATA_DIR, made on first start (owner-only file). */
export function loadOrCreateFileSecret(
  dataDir: string,
  name: string,
  make = () => randomBytes(48).toString('base64url'),
) {
  ensureDataDir(dataDir);
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A key's id: a digest prefix, so the id says nothing of the key and is stable across restarts. */
export const keyId = (secret: string) =>
  createHash('sha256').update(`wilco-kid:${secret}`).digest('hex').slice(0, 16);

export function checkKeyLength(name: string, secret: string): string {
  if (secret.length < MIN_KEY_LENGTH)
    throw new Error(`${name} must be at least ${MIN_KEY_LENGTH} characters`);
  return secret;
}

export type KeySources = {
  jwtSecret?: string | undefined;
  previousJwtSecrets?: string[];
  secretsKey?: string | undefined;
  stateKey?: string | undefined;
};

/** Each key from its variable, else from its file in DATA_DIR (created on first start). */
export function loadServerKeys(dataDir: string, env: KeySources): ServerKeys {
  const token = checkKeyLength('JWT_SECRET', env.jwtSecret ?? loadOrCreateFileSecret(dataDir, 'jwt-secret'));
  const previous = (env.previousJwtSecrets ?? []).map((s) => checkKeyLength('JWT_PREVIOUS_SECRETS', s));
  return {
    tokens: [token, ...previous].map((secret) => ({ kid: keyId(secret), secret })) as ServerKeys['tokens'],
    secrets: checkKeyLength('SECRETS_KEY', env.secretsKey ?? loadOrCreateFileSecret(dataDir, 'secrets-key')),
    // TOTP seeds were sealed with the token key before the keys were split.
    legacySecrets: [token, ...previous],
    state: checkKeyLength('STATE_KEY', env.stateKey ?? loadOrCreateFileSecret(dataDir, 'state-key')),
  };
}
