import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type ReceivedMail = { from: string; to: string[]; text: string };

/**
 * A real SMTP server on a free loopback port for one suite: it keeps every message it accepts
 * (raw text, headers included) and can refuse the next one like a full mailbox.
 */
export function useSmtpServer() {
  const messages: ReceivedMail[] = [];
  let refuse = false;
  let port = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse) {
          refuse = false;
          const err = Object.assign(new Error('Requested action not taken: mailbox unavailable'), {
            responseCode: 550,
          });
          callback(err);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft breaks would split a long link: join them back.
          text: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    messages,
    refuseNext: () => {
      refuse = true;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
  };
}
