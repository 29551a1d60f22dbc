import { z } from 'zod';
import {
  DEFAULT_MAINTENANCE_NOTICE,
  RoleMapSchema,
  LtiPlatformInputSchema,
  STT_MAX_CHUNK_BYTES,
  SttProviderSchema,
} from '@wilco/shared';

/** The services one process can serve (docs/architecture.md, "Services"); `--only=` picks a subset. */
export const SERVICE_NAMES = ['api', 'conversation', 'playlist', 'script', 'media', 'web'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;

/**
 * docs/product/shell-and-accounts.md, "Client addresses": which proxies may say who the client is.
 * Off, a hop count, or the proxies' addresses; never "trust everyone" (a client could then spoof
 * its address and escape the per-address limits). Undefined when the value is not one of these.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const v = value.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.length > 0 &&
    list.every((s) => IP_OR_CIDR.test(s) || ['loopback', 'linklocal', 'uniquelocal'].includes(s))
  )
    return list;
  return undefined;
}

/** Every variable the server reads; `.env.example` documents each one. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback unless set: a fresh install is not reachable from the network (docs/product/shell-and-accounts.md, "Keys"). */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * docs/decisions/028-scale-out.md: with it, processes share Socket.IO rooms, rate limits, the
   * sign-in throttle, the socket cap and domain events through Redis.
   */
  REDIS_URL: z
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Every Redis key and channel starts with it: several installs (or test runs) may share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, ":", "_" or "-", at most 64')
    .default('wilco:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Token keys being rotated out: tokens they signed are still accepted until they expire. */
  JWT_PREVIOUS_SECRETS: list
    .pipe(z.array(z.string().min(32, 'JWT_PREVIOUS_SECRETS: each key must be at least 32 characters')))
    .default([]),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  STATE_KEY: z.string().min(32, 'STATE_KEY must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  /** Sign-in, refresh and two-factor requests per minute per address (docs/product/shell-and-accounts.md). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined)
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be a number of proxy hops (such as 1) or a list of proxy addresses (such as 10.0.0.0/8,127.0.0.1); "true" would let any client choose its own address',
        });
      return parsed ?? false;
    }),
  FRAME_ANCESTORS: list.default(["'self'"]),
  SEED_DEMO: bool.default(true),
  /** docs/product/integrations.md, "Platforms": LTI 1.3 platforms of the default tenant, a JSON array. */
  LTI_PLATFORMS: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'LTI_PLATFORMS must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(z.array(LtiPlatformInputSchema))
    .default([]),
  /** How often unsent LTI scores are retried (docs/product/integrations.md, "Grades"). */
  LTI_RETRY_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Test only (docs/decisions/016-spaced-review.md): a movable review clock, loopback only. */
  WILCO_TEST_CLOCK: bool.default(false),
  /** Unset: generated on first start, kept in DATA_DIR and printed (docs/product/shell-and-accounts.md, "Keys"). */
  DEMO_PASSWORD: z.string().min(9, 'DEMO_PASSWORD must be at least 9 characters').optional(),
  MAINTENANCE_MODE: bool.default(false),
  MAINTENANCE_NOTICE: z.string().min(1).default(DEFAULT_MAINTENANCE_NOTICE),
  IDLE_TIME: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SERVICES: list.default([...SERVICE_NAMES]).pipe(z.array(z.enum(SERVICE_NAMES)).min(1)),
  WEB_DIST: z.string().optional(),
  /** Default: 60 s on the embedded PGlite (one process), 2 s on PostgreSQL (docs/decisions/012). */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CONVERSATION_MAX_ANSWERS: z.coerce.number().int().min(1).max(10).default(3),
  CONVERSATION_MIN_VOICE_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.45),
  /** A signed conversation state older than this is refused (docs/product/grading.md). */
  CONVERSATION_STATE_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(7 * 24 * 3_600_000)
    .default(2 * 3_600_000),
  /** docs/product/simulations.md: the /sim engine's constants. */
  SIM_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.45),
  SIM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  SIM_WARN_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** Minutes per simulation for users without max_simulation_minutes; 0 = unlimited. */
  SIM_DEFAULT_MAX_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  /** How often a live /sim connection re-checks its session (revocation ends the call). */
  SIM_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How often a server renews its live calls; one not renewed for four periods is abandoned. */
  SIM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  TTS_RADIO_EFFECT: bool.default(true),
  /** The persona speech cache (DATA_DIR/media/tts) past which the least recently used lines go. */
  TTS_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  TTS_CACHE_MAX_FILES: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  TTS_PROVIDER: z.enum(['flite', 'espeak', 'openai']).default('flite'),
  TTS_BASE_URL: z.url().optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('tts-1'),
  TTS_VOICE: z.string().default('alloy'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  STT_PROVIDER: SttProviderSchema.default('pocketsphinx'),
  STT_PROVIDER_CHOICES: list.pipe(z.array(SttProviderSchema)).optional(),
  STT_ROUND_ROBIN: bool.default(true),
  STT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  STT_MAX_CHUNK_BYTES: z.coerce.number().int().min(256).max(STT_MAX_CHUNK_BYTES).default(STT_MAX_CHUNK_BYTES),
  STT_MAX_REALTIME_FACTOR: z.coerce.number().min(1).max(100).default(4),
  STT_SPEECH_RMS: z.coerce.number().min(0).max(32767).default(200),
  STT_PARTIAL_INTERVAL_MS: z.coerce.number().int().min(50).max(2000).default(150),
  STT_POCKETSPHINX_BIN: z.string().optional(),
  STT_POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
  /**
   * The acoustic model (docs/decisions/030-robust-offline-stt.md): `adapted` (the default), the
   * committed apps/server/native/en-us-adapted/, or Debian's model when it is not the one those
   * parameters were adapted from; `stock`, Debian's model as it is; otherwise a directory of
   * adapted parameters.
   */
  STT_POCKETSPHINX_HMM: z.string().default('adapted'),
  /**
   * Noise suppression before decoding (docs/decisions/030-robust-offline-stt.md): `off`, or
   * `speex` (speexdsp's preprocessor in wilco-ps) with at most STT_POCKETSPHINX_DENOISE_DB of
   * attenuation, on the answers whose opening's noise floor reaches STT_POCKETSPHINX_DENOISE_FLOOR
   * (dBFS; -120 suppresses every answer). Unset: `speex` with an adapted model, `off` with
   * Debian's. A helper built without speexdsp decodes unsuppressed either way.
   */
  STT_POCKETSPHINX_DENOISE: z.enum(['off', 'speex']).optional(),
  STT_POCKETSPHINX_DENOISE_DB: z.coerce.number().int().min(-60).max(-1).default(-15),
  STT_POCKETSPHINX_DENOISE_FLOOR: z.coerce.number().min(-120).max(0).default(-60),
  STT_POCKETSPHINX_IDLE: z.coerce.number().int().min(0).max(32).default(2),
  /**
   * docs/product/speech.md, "Warm decoders": each /stt session and each live voice simulation
   * holds one; at most CPUs × STT_DECODERS_PER_CPU, or STT_POCKETSPHINX_MAX when set.
   */
  STT_POCKETSPHINX_MAX: z.coerce.number().int().min(1).max(256).optional(),
  STT_DECODERS_PER_CPU: z.coerce.number().int().min(1).max(64).default(10),
  /** Sessions that may wait for a decoder when all are in use (default: as many as decoders). */
  STT_QUEUE_MAX: z.coerce.number().int().min(0).max(1024).optional(),
  /** How long one waits before "busy"; under the web client's 15 s wait for the recogniser. */
  STT_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(14_000).default(10_000),
  DEEPGRAM_API_KEY: z.string().optional(),
  DEEPGRAM_URL: z.url().default('wss://api.deepgram.com/v1/listen'),
  DEEPGRAM_MODEL: z.string().default('nova-2-atc'),
  SPEECHMATICS_API_KEY: z.string().optional(),
  SPEECHMATICS_URL: z.url().default('wss://eu.rt.speechmatics.com/v2'),
  ASSEMBLYAI_API_KEY: z.string().optional(),
  ASSEMBLYAI_URL: z.url().default('wss://streaming.assemblyai.com/v3/ws'),
  API_BASE_URL: z.string().default('/api'),
  QS_BASE_URL: z.string().default('/qs'),
  PLAYLIST_BASE_URL: z.string().default('/playlist'),
  SCRIPT_BASE_URL: z.string().default('/script'),
  MEDIA_BASE_URL: z.string().default('/media'),
  SOCKET_URL: z.string().default(''),
  INTRO_VIDEO_URL: z.string().default(''),
  TRIAL_INTRO_VIDEO_URL: z.string().default(''),
  HELP_URL: z.string().default('mailto:help@wilco.dev'),
  TERMS_URL: z.string().default('/legal/terms.html'),
  PRIVACY_URL: z.string().default('/legal/privacy.html'),
  REGISTER_URL: z.string().default('mailto:sales@wilco.dev'),
  /**
   * Where users reach this server: emailed links, SSO redirect and SAML addresses start with it,
   * never with request headers.
   */
  PUBLIC_URL: z.url().optional(),
  /** Real mail delivery (smtp:// or smtps://, credentials in the URL); unset = mail goes to the log. */
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wilco <no-reply@wilco.local>'),
  /** Single sign-on for the default tenant (docs/product/administration.md, "Single sign-on"). */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ROLE_CLAIM: z.string().optional(),
  OIDC_NAME: z.string().default('OpenID Connect'),
  /** A file path or an https URL of the IdP's metadata XML. */
  SAML_IDP_METADATA: z.string().optional(),
  SAML_ROLE_ATTRIBUTE: z.string().optional(),
  SAML_NAME: z.string().default('SAML'),
  SSO_ROLE_MAP: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'SSO_ROLE_MAP must be JSON: {"idp-group": ["Learner"]}' });
        return z.NEVER;
      }
    })
    .pipe(RoleMapSchema)
    .optional(),
  SSO_DEFAULT_ROLES: list.default(['Learner']),
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Rules between variables, reported with the per-variable ones. */
function crossChecks(env: Env): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (env.TTS_PROVIDER === 'openai' && !env.TTS_BASE_URL)
    issues.push({ path: ['TTS_BASE_URL'], message: 'TTS_BASE_URL is required when TTS_PROVIDER=openai' });
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID)
    issues.push({ path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set' });
  return issues;
}

/** Parses the environment; a bad value stops start-up with every problem listed at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so a blank line in .env falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  const issues = result.success ? crossChecks(result.data) : result.error.issues;
  if (result.success && issues.length === 0) return result.data;
  const lines = issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The offline recogniser's helper, model and noise-suppression settings found in `source`, so a
 * test or bench run on a fixed config still follows them from the shell
 * (`STT_POCKETSPHINX_HMM=stock npm run bench:stt` measures Debian's model,
 * `STT_POCKETSPHINX_BIN=… npm run bench:stt` another build of wilco-ps).
 */
export function recogniserSettings(source: Record<string, string | undefined>): Record<string, string> {
  const names = [
    'STT_POCKETSPHINX_BIN',
    'STT_POCKETSPHINX_HMM',
    'STT_POCKETSPHINX_DENOISE',
    'STT_POCKETSPHINX_DENOISE_DB',
    'STT_POCKETSPHINX_DENOISE_FLOOR',
  ];
  return Object.fromEntries(names.flatMap((n) => (source[n] ? [[n, source[n]]] : [])));
}

/** `--only=conversation,api` on the command line overrides SERVICES. */
export function servicesFromArgv(argv: string[]): string | undefined {
  const arg = argv.find((a) => a.startsWith('--only='));
  return arg?.slice('--only='.length);
}
