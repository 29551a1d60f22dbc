import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LtiPlatformInput, RuntimeConfig, SttProvider } from '@wilco/shared';
import type { DatabaseTarget } from '../db/client';
import type { TtsConfig } from '../engines/speech/select-tts';
import type { PoolLimits } from '../engines/speech/stt/pocketsphinx/pool';
import type { MailConfig } from '../lib/mail/mail';
import type { Env, ServiceName } from './env';
import { loadOrCreateFileSecret, loadServerKeys, type ServerKeys } from './keys';

/** What buildApp needs: derived from Env by server.ts, built directly by tests. */
export type AppConfig = {
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  database: DatabaseTarget;
  dataDir: string | null;
  /** Generated persona audio and uploaded scenario audio, served at /media. */
  mediaDir: string;
  keys: ServerKeys;
  services: ServiceName[];
  corsOrigins: string[];
  rateLimitMax: number;
  /** docs/decisions/028-scale-out.md: shared state between processes; null = this process alone. */
  redis: RedisConfig | null;
  signInRateLimit: number;
  trustProxy: false | number | string[];
  frameAncestors: string[];
  /** docs/product/integrations.md, "LTI 1.3": the default tenant's platforms and the grade retry period. */
  lti: { platforms: LtiPlatformInput[]; retryIntervalMs: number };
  maintenance: { mode: boolean; notice: string };
  webDist: string;
  runtime: RuntimeConfig;
  seedDemo: boolean;
  /**
   * How long hot reads (identity, settings, catalog, rubrics) are cached. Writes in this
   * process forget their entries at once; the TTL bounds how late another process sees them.
   */
  cacheTtlMs: number;
  demoPassword: string;
  /** Where the demo password came from: DEMO_PASSWORD, generated into DATA_DIR, or an older install's fixed one. */
  demoPasswordSource: 'env' | 'generated' | 'legacy';
  /**
   * Where browsers reach the server, without a trailing slash (PUBLIC_URL; http://localhost:{PORT}
   * when unset): emailed links and the SSO addresses start with it.
   */
  publicUrl: string;
  mail: MailConfig;
  conversation: { maxAnswers: number; minVoiceConfidence: number; stateTtlMs: number };
  /** Makes the LLM plug-ins available; each tenant opts in (settings.assessor = 'llm'). */
  llm: { baseUrl: string; apiKey: string | null; model: string } | null;
  stt: SttConfig;
  simulation: SimulationConfig;
  /** Persona speech; `bins` are the offline engines' executables (tests point them elsewhere). */
  tts: TtsConfig;
  /**
   * Test only: exposes POST /api/test/clock, which moves the review clock forward
   * (docs/decisions/016-spaced-review.md). Allowed only on a loopback address.
   */
  testClock?: boolean;
  /** Single sign-on for the default tenant, from the environment (modules/sso/sso-config.ts). */
  sso: EnvSso;
};

/** Where processes meet (REDIS_URL), and the prefix of every key and channel they use there. */
export type RedisConfig = { url: string; keyPrefix: string };

/** docs/product/administration.md, "Single sign-on": the default tenant's providers set by environment. */
export type EnvSso = {
  oidc: { issuer: string; clientId: string; clientSecret: string | null; name: string } | null;
  saml: { metadata: string; name: string } | null;
  oidcRoleClaim: string | null;
  samlRoleAttribute: string | null;
  roleMap: Record<string, string[]>;
  defaultRoles: string[];
};

/** The /sim engine (docs/product/simulations.md, "Constants (environment)"). */
export type SimulationConfig = {
  minConfidence: number;
  maxAttempts: number;
  warnSeconds: number;
  /** Per simulation, for users without their own limit; 0 = unlimited. */
  defaultMaxMinutes: number;
  sessionCheckMs: number;
  /** How often live calls are renewed; a call not renewed for four periods was lost. */
  heartbeatMs: number;
};

/** The /stt socket and its providers (docs/product/speech.md, "Providers"). */
export type SttConfig = {
  /**
   * docs/product/speech.md, "Providers": the choice list holds only the default provider unless configured.
   */
  choices: SttProvider[];
  roundRobin: boolean;
  timeoutMs: number;
  maxChunkBytes: number;
  maxRealtimeFactor: number;
  speechRms: number;
  partialIntervalMs: number;
  pocketsphinx: {
    bin: string;
    modelDir: string;
    extraDict: string;
    /** Adapted acoustic-model parameters; unset, Debian's model. */
    hmm?: string;
    /** wilco-ps --denoise (docs/decisions/030-robust-offline-stt.md); unset, off. */
    denoiseDb?: number;
    /** Suppress with Debian's model too (STT_POCKETSPHINX_DENOISE=speex said so); unset, only with an adapted one. */
    denoiseStock?: boolean;
    /** wilco-ps --denoise-floor: suppress only answers whose opening is this noisy (dBFS). */
    denoiseFloor?: number;
  } & PoolLimits;
  deepgram: { apiKey: string | null; url: string; model: string };
  speechmatics: { apiKey: string | null; url: string };
  assemblyai: { apiKey: string | null; url: string };
};

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const DEFAULT_WEB_DIST = path.join(repoRoot, 'apps/web/dist');
export const APP_VERSION = '0.1.0';
/** Compiled by scripts/lib/ensure.mjs (ensureNativeHelpers) from apps/server/native/wilco-ps.c. */
export const DEFAULT_POCKETSPHINX_BIN = path.join(repoRoot, 'build/native/wilco-ps');
const POCKETSPHINX_EXTRA_DICT = path.join(repoRoot, 'apps/server/native/wilco-ps.dict');
/** Made by `npm run stt:adapt` (docs/decisions/030-robust-offline-stt.md). */
export const ADAPTED_MODEL_DIR = path.join(repoRoot, 'apps/server/native/en-us-adapted');

/**
 * docs/product/speech.md, "Warm decoders": ten real-time decoders per core keep their final
 * transcripts within milliseconds of the end of audio (measured, "Decoder settings"), so the
 * pool is sized from the CPUs unless STT_POCKETSPHINX_MAX says otherwise.
 */
export function decoderPoolLimits(env: Env, cpus: number): PoolLimits {
  const size = env.STT_POCKETSPHINX_MAX ?? Math.max(1, cpus) * env.STT_DECODERS_PER_CPU;
  return {
    idle: Math.min(env.STT_POCKETSPHINX_IDLE, size),
    size,
    queue: env.STT_QUEUE_MAX ?? size,
    waitMs: env.STT_QUEUE_WAIT_MS,
  };
}

/** The password installs seeded their demo accounts with before it was generated. */
export const LEGACY_DEMO_PASSWORD = 'wilco-demo-pass';

/**
 * docs/product/shell-and-accounts.md, "Keys": without DEMO_PASSWORD the demo accounts get a
 * generated password, kept in DATA_DIR. A data dir from before (it has a token key but no demo
 * password) seeded its accounts with the old fixed one: that is what it still holds.
 */
function demoPasswordOf(
  env: Env,
  dataDir: string,
): { password: string; source: AppConfig['demoPasswordSource'] } {
  if (env.DEMO_PASSWORD) return { password: env.DEMO_PASSWORD, source: 'env' };
  const legacy =
    existsSync(path.join(dataDir, 'jwt-secret')) && !existsSync(path.join(dataDir, 'demo-password'));
  const password = loadOrCreateFileSecret(dataDir, 'demo-password', () =>
    legacy ? LEGACY_DEMO_PASSWORD : randomBytes(12).toString('base64url'),
  );
  return { password, source: password === LEGACY_DEMO_PASSWORD ? 'legacy' : 'generated' };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export function toAppConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.WILCO_TEST_CLOCK && !LOOPBACK.has(env.HOST))
    throw new Error('WILCO_TEST_CLOCK is for tests only: the server must listen on 127.0.0.1');
  const demo = demoPasswordOf(env, dataDir);
  return {
    testClock: env.WILCO_TEST_CLOCK,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    sso: {
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID
          ? {
              issuer: env.OIDC_ISSUER,
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET ?? null,
              name: env.OIDC_NAME,
            }
          : null,
      saml: env.SAML_IDP_METADATA ? { metadata: env.SAML_IDP_METADATA, name: env.SAML_NAME } : null,
      oidcRoleClaim: env.OIDC_ROLE_CLAIM ?? null,
      samlRoleAttribute: env.SAML_ROLE_ATTRIBUTE ?? null,
      roleMap: env.SSO_ROLE_MAP ?? {},
      defaultRoles: env.SSO_DEFAULT_ROLES,
    },
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir },
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    keys: loadServerKeys(dataDir, {
      jwtSecret: env.JWT_SECRET,
      previousJwtSecrets: env.JWT_PREVIOUS_SECRETS,
      secretsKey: env.SECRETS_KEY,
      stateKey: env.STATE_KEY,
    }),
    services: env.SERVICES,
    corsOrigins: env.CORS_ORIGINS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    frameAncestors: env.FRAME_ANCESTORS,
    lti: { platforms: env.LTI_PLATFORMS, retryIntervalMs: env.LTI_RETRY_INTERVAL_MS },
    maintenance: { mode: env.MAINTENANCE_MODE, notice: env.MAINTENANCE_NOTICE },
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : DEFAULT_WEB_DIST,
    seedDemo: env.SEED_DEMO,
    // Every write that changes a cached read publishes a domain event, and on PostgreSQL the
    // events reach every process (Redis or LISTEN/NOTIFY), so the TTL is only a safety net
    // (docs/decisions/012-single-writer-caches-and-write-behind-turns.md, "Since scale-out").
    cacheTtlMs: env.CACHE_TTL_MS ?? 60_000,
    demoPassword: demo.password,
    demoPasswordSource: demo.source,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    conversation: {
      maxAnswers: env.CONVERSATION_MAX_ANSWERS,
      minVoiceConfidence: env.CONVERSATION_MIN_VOICE_CONFIDENCE,
      stateTtlMs: env.CONVERSATION_STATE_TTL_MS,
    },
    simulation: {
      minConfidence: env.SIM_MIN_CONFIDENCE,
      maxAttempts: env.SIM_MAX_ATTEMPTS,
      warnSeconds: env.SIM_WARN_SECONDS,
      defaultMaxMinutes: env.SIM_DEFAULT_MAX_MINUTES,
      sessionCheckMs: env.SIM_SESSION_CHECK_MS,
      heartbeatMs: env.SIM_HEARTBEAT_MS,
    },
    tts: {
      provider: env.TTS_PROVIDER,
      radioEffect: env.TTS_RADIO_EFFECT,
      cache: { maxBytes: env.TTS_CACHE_MAX_MB * 1024 * 1024, maxFiles: env.TTS_CACHE_MAX_FILES },
      bins: { flite: 'flite', espeak: 'espeak-ng', sox: 'sox' },
      http: env.TTS_BASE_URL
        ? {
            baseUrl: env.TTS_BASE_URL,
            apiKey: env.TTS_API_KEY ?? null,
            model: env.TTS_MODEL,
            voice: env.TTS_VOICE,
          }
        : null,
    },
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? null, model: env.LLM_MODEL }
      : null,
    stt: {
      choices: env.STT_PROVIDER_CHOICES?.length ? env.STT_PROVIDER_CHOICES : [env.STT_PROVIDER],
      roundRobin: env.STT_ROUND_ROBIN,
      timeoutMs: env.STT_TIMEOUT_MS,
      maxChunkBytes: env.STT_MAX_CHUNK_BYTES,
      maxRealtimeFactor: env.STT_MAX_REALTIME_FACTOR,
      speechRms: env.STT_SPEECH_RMS,
      partialIntervalMs: env.STT_PARTIAL_INTERVAL_MS,
      pocketsphinx: {
        bin: env.STT_POCKETSPHINX_BIN ? path.resolve(env.STT_POCKETSPHINX_BIN) : DEFAULT_POCKETSPHINX_BIN,
        modelDir: env.STT_POCKETSPHINX_MODEL_DIR,
        extraDict: POCKETSPHINX_EXTRA_DICT,
        ...(env.STT_POCKETSPHINX_HMM !== 'stock' && {
          hmm:
            env.STT_POCKETSPHINX_HMM === 'adapted'
              ? ADAPTED_MODEL_DIR
              : path.resolve(env.STT_POCKETSPHINX_HMM),
        }),
        ...(env.STT_POCKETSPHINX_DENOISE !== 'off' && {
          denoiseDb: env.STT_POCKETSPHINX_DENOISE_DB,
          denoiseFloor: env.STT_POCKETSPHINX_DENOISE_FLOOR,
          ...(env.STT_POCKETSPHINX_DENOISE === 'speex' && { denoiseStock: true }),
        }),
        ...decoderPoolLimits(env, os.availableParallelism()),
      },
      deepgram: { apiKey: env.DEEPGRAM_API_KEY ?? null, url: env.DEEPGRAM_URL, model: env.DEEPGRAM_MODEL },
      speechmatics: { apiKey: env.SPEECHMATICS_API_KEY ?? null, url: env.SPEECHMATICS_URL },
      assemblyai: { apiKey: env.ASSEMBLYAI_API_KEY ?? null, url: env.ASSEMBLYAI_URL },
    },
    runtime: {
      apiBaseUrl: env.API_BASE_URL,
      questionServiceUrl: env.QS_BASE_URL,
      playlistServiceUrl: env.PLAYLIST_BASE_URL,
      scriptServiceUrl: env.SCRIPT_BASE_URL,
      mediaBaseUrl: env.MEDIA_BASE_URL,
      socketUrl: env.SOCKET_URL,
      socketPath: '/socket.io',
      idleTimeMinutes: env.IDLE_TIME,
      tenantId: 1,
      introVideoUrl: env.INTRO_VIDEO_URL,
      trialIntroVideoUrl: env.TRIAL_INTRO_VIDEO_URL,
      helpUrl: env.HELP_URL,
      termsUrl: env.TERMS_URL,
      privacyUrl: env.PRIVACY_URL,
      registerUrl: env.REGISTER_URL,
      version: APP_VERSION,
    },
  };
}
