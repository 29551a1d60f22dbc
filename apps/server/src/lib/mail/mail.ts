import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailMessage = {
  tenantId: number | null;
  to: string;
  subject: string;
  body: string;
  /**
   * Parts of the body that must never be stored or logged (a reset link): the outbox and the log
   * transport get WITHHELD in their place; only the real transport sees them.
   */
  secrets?: string[];
};

export const WITHHELD = '[link withheld: sent only to the recipient]';

/** Delivers a message; throws on failure. Plug-ins (SMTP, an HTTP mail API) implement this. */
export type MailTransport = { name: string; deliver: (message: MailMessage) => Promise<void> };

/** The body with every secret replaced, as the outbox and the log keep it. */
export const storableBody = (m: MailMessage): string =>
  (m.secrets ?? []).reduce((body, secret) => body.split(secret).join(WITHHELD), m.body);

/**
 * The offline default: the message goes to the server log, where an operator can read it, minus
 * its secrets (docs/product/administration.md, "Mail").
 */
export function logTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    name: 'log',
    deliver: async (m) =>
      log.info({ mail: { to: m.to, subject: m.subject } }, `mail to ${m.to}:\n${storableBody(m)}`),
  };
}

/**
 * How long SMTP delivery waits to connect, for the greeting and for each reply. nodemailer's own
 * defaults (2 minutes to connect, 10 for a reply) would hold an admin's request that long when the
 * mail server is unreachable or stalls; the admin should hear 'could not be sent' within seconds.
 */
export const SMTP_TIMEOUT_MS = 10_000;

/** Real delivery over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string, from: string, timeoutMs = SMTP_TIMEOUT_MS): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    deliver: async (m) => {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
    },
  };
}

export type MailConfig = { smtpUrl: string | null; from: string };

export const transportFor = (config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport =>
  config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : logTransport(log);

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
        body: storableBody(message),
        transport: transport.name,
        sent_at: error ? null : new Date(),
        error,
      });
      if (error) throw new Error(`Mail to ${message.to} failed: ${error}`);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
