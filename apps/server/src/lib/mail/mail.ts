import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailMessage = { tenantId: number | null; to: string; subject: string; body: string };

/** Delivers a message; throws on failure. Plug-ins (SMTP, an HTTP mail API) implement this. */
export type MailTransport = { name: string; deliver: (message: MailMessage) => Promise<void> };

/** The offline default: the message goes to the server log, where an operator can read it. */
export function logTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    name: 'log',
    deliver: async (m) => log.info({ mail: { to: m.to, subject: m.subject } }, `mail to ${m.to}:\n${m.body}`),
  };
}

/** Every message is recorded in the outbox with its delivery result, whatever the transport. */
export function createMailer(db: Db, transport: MailTransport) {
  return {
    async send(message: MailMessage): Promise<void> {
      let error: string | null = null;
      try {
        await transport.deliver(message);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      await db.insert(mailOutbox).values({
        tenant_id: message.tenantId,
        to_address: message.to,
        subject: message.subject,
        body: message.body,
        transport: transport.name,
        sent_at: error ? null : new Date(),
        error,
      });
      if (error) throw new Error(`Mail to ${message.to} failed: ${error}`);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
