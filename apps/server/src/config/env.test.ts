import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_NOTICE } from '@wilco/shared';
import { toAppConfig } from './app-config';
import { ConfigError, EnvSchema, parseEnv, servicesFromArgv } from './env';

describe('parseEnv', () => {
  it('runs offline on the embedded database with no variables at all', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      DEMO_PASSWORD: 'wilco-demo-pass',
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
      /LTI_PLATFORMS\.0\.token_url: token_url must be a URL/,
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
    toAppConfig(parseEnv({ JWT_SECRET: 'x'.repeat(48), ...env })).cacheTtlMs;

  it('is a long safety net on PGlite, which only this process writes, and short on PostgreSQL', () => {
    expect(ttl({})).toBe(60_000);
    expect(ttl({ DATABASE_URL: 'postgres://db.example/wilco' })).toBe(2000);
    expect(ttl({ CACHE_TTL_MS: '0' })).toBe(0);
    expect(ttl({ DATABASE_URL: 'postgres://db.example/wilco', CACHE_TTL_MS: '5000' })).toBe(5000);
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
    toAppConfig(parseEnv({ JWT_SECRET: 'x'.repeat(48), ...env }));

  it('is off unless asked for, and refused on an address other than loopback', () => {
    expect(config({}).testClock).toBe(false);
    expect(config({ WILCO_TEST_CLOCK: 'true', HOST: '127.0.0.1' }).testClock).toBe(true);
    expect(() => config({ WILCO_TEST_CLOCK: 'true' })).toThrow(/tests only/);
    expect(() => config({ WILCO_TEST_CLOCK: 'true', HOST: '10.0.0.5' })).toThrow(/tests only/);
  });
});
