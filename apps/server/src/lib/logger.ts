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

/**
 * Reset links carry their token in the fragment, which browsers never send; a page reloaded while
 * the web app holds it as `?reset_token=` would, so request URLs lose it before they are logged
 * (docs/product/administration.md, "Mail"). An LTI launch lands on `/widget?lti_code=`, a one-time
 * code that signs in whoever trades it first (docs/product/integrations.md, "In a frame").
 */
export const redactUrl = (url: string): string =>
  url.replace(/([?&#](?:reset_token|lti_code)=)[^&#]*/gi, '$1[redacted]');

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's usual request fields, with the URL redacted. */
export const requestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer as never },
  };
}
