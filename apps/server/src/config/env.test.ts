import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_NOTICE } from '@wilco/shared';
import { decoderPoolLimits, LEGACY_DEMO_PASSWORD, toAppConfig } from './app-config';
import {
  ConfigError,
  EnvSchema,
  parseEnv,
  parseTrustProxy,
  recogniserSettings,
  servicesFromArgv,
} from './env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'wilco-env-'));

describe('parseEnv', () => {
  it('runs offline on the embedded database with no variables at all', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_PASSWORD).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      MAINTENANCE_MODE: false,
      MAINTENANCE_NOTICE: DEFAULT_MAINTENANCE_NOTICE,
      CORS_ORIGINS: [],
      SERVICES: ['api', 'conversation', 'playlist', 'script', 'media', 'web'],
    });
  });

  it('treats empty strings as unset so a blank .env line keeps the default', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('parses booleans, lists and numbers', () => {
    const env = parseEnv({
      MAINTENANCE_MODE: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PORT: '9090',
      SERVICES: 'api,web',
    });
    expect(env.MAINTENANCE_MODE).toBe(true);
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.PORT).toBe(9090);
    expect(env.SERVICES).toEqual(['api', 'web']);
  });

  it('lists every bad value at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', SERVICES: 'api,radio', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      parseEnv({ PORT: 'eighty', SERVICES: 'api,radio', JWT_SECRET: 'short' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SERVICES');
      expect(message).toContain('JWT_SECRET must be at least 32 characters');
    }
  });

  it('reads LTI_PLATFORMS as a JSON array of registrations and says what is wrong with one', () => {
    const platform = {
      issuer: 'https://lms.test',
      client_id: 'c1',
      deployment_ids: ['1'],
      auth_login_url: 'https://lms.test/auth',
      token_url: 'https://lms.test/token',
      jwks_url: 'https://lms.test/jwks',
    };
    expect(parseEnv({}).LTI_PLATFORMS).toEqual([]);
    expect(parseEnv({ LTI_PLATFORMS: JSON.stringify([platform]) }).LTI_PLATFORMS).toEqual([
      { ...platform, name: '' },
    ]);
    expect(() => parseEnv({ LTI_PLATFORMS: '[{' })).toThrow(
      /LTI_PLATFORMS: LTI_PLATFORMS must be a JSON array/,
    );
    expect(() => parseEnv({ LTI_PLATFORMS: JSON.stringify([{ ...platform, token_url: 'x' }]) })).toThrow(
      /LTI_PLATFORMS\.0\.token_url: token_url must be an http\(s\) URL/,
    );
  });

  it('needs a speech endpoint when the cloud voice provider is chosen', () => {
    expect(() => parseEnv({ TTS_PROVIDER: 'openai' })).toThrow(
      /TTS_BASE_URL is required when TTS_PROVIDER=openai/,
    );
    expect(parseEnv({ TTS_PROVIDER: 'openai', TTS_BASE_URL: 'http://127.0.0.1:8000/v1' }).TTS_VOICE).toBe(
      'alloy',
    );
    expect(parseEnv({}).TTS_PROVIDER).toBe('flite');
  });

  it('reads --only from the command line', () => {
    expect(servicesFromArgv(['node', 'server.ts', '--only=conversation'])).toBe('conversation');
    expect(servicesFromArgv(['node', 'server.ts'])).toBeUndefined();
  });
});

describe('cache TTL', () => {
  const ttl = (env: Record<string, string>) =>
    toAppConfig(parseEnv({ JWT_SECRET: 'x'.repeat(48), DATA_DIR: tempDir(), ...env })).cacheTtlMs;

  it('is a long safety net on both databases (writes publish the events that forget), unless set', () => {
    expect(ttl({})).toBe(60_000);
    expect(ttl({ DATABASE_URL: 'postgres://db.example/wilco' })).toBe(60_000);
    expect(ttl({ CACHE_TTL_MS: '0' })).toBe(0);
    expect(ttl({ DATABASE_URL: 'postgres://db.example/wilco', CACHE_TTL_MS: '5000' })).toBe(5000);
  });
});

describe('offline decoder pool (docs/product/speech.md, "Warm decoders")', () => {
  it('is sized from the CPUs, with as many waiting places, unless set', () => {
    expect(decoderPoolLimits(parseEnv({}), 2)).toEqual({ idle: 2, size: 20, queue: 20, waitMs: 10_000 });
    expect(decoderPoolLimits(parseEnv({ STT_DECODERS_PER_CPU: '4' }), 8)).toMatchObject({
      size: 32,
      queue: 32,
    });
    expect(
      decoderPoolLimits(
        parseEnv({ STT_POCKETSPHINX_MAX: '3', STT_QUEUE_MAX: '0', STT_QUEUE_WAIT_MS: '500' }),
        2,
      ),
    ).toEqual({ idle: 2, size: 3, queue: 0, waitMs: 500 });
    expect(decoderPoolLimits(parseEnv({ STT_POCKETSPHINX_MAX: '1' }), 2).idle).toBe(1);
  });

  it('follows the helper, model and suppression from the shell in benches and tests, as the product does', () => {
    const shell = {
      STT_POCKETSPHINX_BIN: 'build/other/wilco-ps',
      STT_POCKETSPHINX_HMM: 'stock',
      STT_POCKETSPHINX_DENOISE: 'off',
      STT_POCKETSPHINX_DENOISE_DB: '-20',
      STT_POCKETSPHINX_DENOISE_FLOOR: '-70',
      PORT: '9999',
      STT_POCKETSPHINX_MAX: '',
    };
    expect(recogniserSettings(shell)).toEqual({
      STT_POCKETSPHINX_BIN: 'build/other/wilco-ps',
      STT_POCKETSPHINX_HMM: 'stock',
      STT_POCKETSPHINX_DENOISE: 'off',
      STT_POCKETSPHINX_DENOISE_DB: '-20',
      STT_POCKETSPHINX_DENOISE_FLOOR: '-70',
    });
    const fixed = { DATA_DIR: './data', JWT_SECRET: 'x'.repeat(48) };
    const bench = toAppConfig(parseEnv({ ...fixed, ...recogniserSettings(shell) })).stt.pocketsphinx;
    expect(bench.bin).toBe(toAppConfig(parseEnv({ ...fixed, ...shell })).stt.pocketsphinx.bin);
    expect(bench.bin).toBe(path.resolve('build/other/wilco-ps'));
  });

  it('refuses sizes out of range, and a wait the web client would not sit out', () => {
    expect(() => parseEnv({ STT_DECODERS_PER_CPU: '0' })).toThrow(/STT_DECODERS_PER_CPU/);
    expect(() => parseEnv({ STT_QUEUE_MAX: '-1' })).toThrow(/STT_QUEUE_MAX/);
    expect(() => parseEnv({ STT_QUEUE_WAIT_MS: '15000' })).toThrow(/STT_QUEUE_WAIT_MS/);
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads, and nothing else', () => {
    const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});

describe('test clock (docs/decisions/016-spaced-review.md)', () => {
  const config = (env: Record<string, string>) =>
    toAppConfig(parseEnv({ JWT_SECRET: 'x'.repeat(48), DATA_DIR: tempDir(), ...env }));

  it('is off unless asked for, and refused on an address other than loopback', () => {
    expect(config({}).testClock).toBe(false);
    expect(config({ WILCO_TEST_CLOCK: 'true', HOST: '127.0.0.1' }).testClock).toBe(true);
    expect(config({ WILCO_TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => config({ WILCO_TEST_CLOCK: 'true', HOST: '0.0.0.0' })).toThrow(/tests only/);
    expect(() => config({ WILCO_TEST_CLOCK: 'true', HOST: '10.0.0.5' })).toThrow(/tests only/);
  });
});

describe('a fresh install (docs/product/shell-and-accounts.md, "Keys")', () => {
  it('listens on loopback unless HOST is set', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('generates the demo password into DATA_DIR, keeps it, and never uses a known one', () => {
    const dataDir = tempDir();
    const first = toAppConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(first.demoPasswordSource).toBe('generated');
    expect(first.demoPassword).not.toBe(LEGACY_DEMO_PASSWORD);
    expect(first.demoPassword.length).toBeGreaterThanOrEqual(16);
    expect(readFileSync(path.join(dataDir, 'demo-password'), 'utf8')).toBe(first.demoPassword);
    expect((statSync(path.join(dataDir, 'demo-password')).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(toAppConfig(parseEnv({ DATA_DIR: dataDir })).demoPassword).toBe(first.demoPassword);
    expect(toAppConfig(parseEnv({ DATA_DIR: tempDir() })).demoPassword).not.toBe(first.demoPassword);
    const given = toAppConfig(parseEnv({ DATA_DIR: tempDir(), DEMO_PASSWORD: 'a-chosen-password' }));
    expect(given).toMatchObject({ demoPassword: 'a-chosen-password', demoPasswordSource: 'env' });
  });

  it('says so when an older data dir seeded its demo accounts with the fixed password', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'k'.repeat(64));
    expect(toAppConfig(parseEnv({ DATA_DIR: dataDir }))).toMatchObject({
      demoPassword: LEGACY_DEMO_PASSWORD,
      demoPasswordSource: 'legacy',
    });
  });

  it('keeps three separate keys, each in its own file, and checks their length', () => {
    const dataDir = tempDir();
    const { keys } = toAppConfig(parseEnv({ DATA_DIR: dataDir }));
    for (const file of ['jwt-secret', 'secrets-key', 'state-key'])
      expect(existsSync(path.join(dataDir, file))).toBe(true);
    expect(new Set([keys.tokens[0].secret, keys.secrets, keys.state]).size).toBe(3);
    expect(toAppConfig(parseEnv({ DATA_DIR: dataDir })).keys).toEqual(keys);
    expect(() => parseEnv({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY must be at least 32 characters/);
    expect(() => parseEnv({ JWT_PREVIOUS_SECRETS: 'short' })).toThrow(/at least 32 characters/);
    const rotating = toAppConfig(
      parseEnv({ DATA_DIR: dataDir, JWT_SECRET: 'n'.repeat(40), JWT_PREVIOUS_SECRETS: 'o'.repeat(40) }),
    );
    expect(rotating.keys.tokens.map((k) => k.secret)).toEqual(['n'.repeat(40), 'o'.repeat(40)]);
    expect(rotating.keys.tokens[0].kid).not.toBe(rotating.keys.tokens[1]!.kid);
  });
});

describe('TRUST_PROXY (docs/product/shell-and-accounts.md, "Client addresses")', () => {
  it('is off, a hop count or a list of proxy addresses, never "trust everyone"', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('true')).toBeUndefined();
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
  });
});
