import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, loggerOptions, redactUrl, requestSerializer } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
  return { log, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('never writes credentials, tokens or password hashes', () => {
    const { log, text } = capture();
    log.info({ req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=abc' } } }, 'request');
    log.info({ body: { email: 'a@b.c', password: 'hunter2hunter2' } }, 'login');
    log.info({ user: { password_hash: '$argon2id$v=19$xyz', totp_secret: 'JBSWY3DP' } }, 'user');
    log.info({ tokens: { refresh_token: 'r-123', idToken: 'id-456', mfa_token: 'm-789' } }, 'tokens');
    const out = text();
    for (const secret of [
      'eyJsecret',
      'sid=abc',
      'hunter2hunter2',
      '$argon2id',
      'JBSWY3DP',
      'r-123',
      'id-456',
      'm-789',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('a@b.c');
    expect(out).toContain('[redacted]');
  });
});

describe('request URLs in the log', () => {
  it('never hold a password reset token', () => {
    expect(redactUrl('/?developer=true&reset_token=abc-123&x=1')).toBe(
      '/?developer=true&reset_token=[redacted]&x=1',
    );
    expect(redactUrl('/Home?reset_token=abc')).toBe('/Home?reset_token=[redacted]');
    expect(redactUrl('/api/user')).toBe('/api/user');
    expect(requestSerializer({ method: 'GET', url: '/?reset_token=s3cret', ip: '127.0.0.1' })).toMatchObject({
      method: 'GET',
      url: '/?reset_token=[redacted]',
      remoteAddress: '127.0.0.1',
    });
  });

  // docs/product/integrations.md, "In a frame": the launch's one-time code signs in whoever trades
  // it first, so a log reader must not find it.
  it('never hold an LTI launch code', () => {
    expect(redactUrl('/widget?lti_code=Zm9vYmFy-launch')).toBe('/widget?lti_code=[redacted]');
    expect(redactUrl('/widget?x=1&lti_code=abc&y=2')).toBe('/widget?x=1&lti_code=[redacted]&y=2');
  });

  it('Fastify logs requests through it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/', async () => 'ok');
    await app.inject({ url: '/?reset_token=s3cret-value' });
    await app.close();
    const out = lines.join('');
    expect(out).toContain('reset_token=[redacted]');
    expect(out).not.toContain('s3cret-value');
  });
});
