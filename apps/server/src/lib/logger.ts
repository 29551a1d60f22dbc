import type { FastifyServerOptions } from 'fastify';

/** Anything that can carry a secret is censored before it reaches a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_hash',
  '*.refresh_token',
  '*.refreshToken',
  '*.idToken',
  '*.mfa_token',
  '*.totp_secret',
  '*.apiKey',
  '*.api_key',
  'password',
  'refresh_token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}
