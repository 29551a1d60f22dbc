import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTP_TIMEOUT_MS, WITHHELD, logTransport, smtpTransport, storableBody } from './mail';

describe('mail secrets', () => {
  const message = {
    tenantId: 1,
    to: 'pilot@example.test',
    subject: 'Reset',
    body: 'Open https://wilco.example/#reset_token=abc.def-123 within a day.',
    secrets: ['https://wilco.example/#reset_token=abc.def-123'],
  };

  it('keeps secrets out of the stored body', () => {
    expect(storableBody(message)).toBe(`Open ${WITHHELD} within a day.`);
    expect(storableBody({ ...message, secrets: undefined })).toBe(message.body);
  });

  it('the log transport never writes the secret', async () => {
    const lines: string[] = [];
    await logTransport({
      info: (_obj: unknown, msg?: string) => void lines.push(msg ?? ''),
    } as never).deliver(message);
    expect(lines.join('\n')).not.toContain('abc.def-123');
    expect(lines.join('\n')).toContain(WITHHELD);
  });
});

/**
 * docs/product/administration.md, "Mail": an SMTP server that takes the connection and then says
 * nothing must not hold the admin's request for minutes (nodemailer waits up to 2 minutes to
 * connect and 10 for a reply by default): delivery fails within SMTP_TIMEOUT_MS.
 */
describe('SMTP transport timeouts', () => {
  it('bounds every wait to a few seconds', () => {
    expect(SMTP_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it('gives up on a server that never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Wilco <no-reply@wilco.test>', 300);
      const started = Date.now();
      await expect(
        transport.deliver({ tenantId: 1, to: 'pilot@example.test', subject: 'Hi', body: 'Hello' }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
