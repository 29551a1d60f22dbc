import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, transportFor } from '../../lib/mail/mail';
import { createPasswordResetRepository } from './password-reset.repository';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emailed reset links: an admin sends one, the learner uses it. */
    passwordReset: { service: PasswordResetService };
  }
}

/** Password reset with its mailer, created once (docs/architecture.md, "One composition root"). */
export const passwordResetPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createPasswordResetService({
      resets: createPasswordResetRepository(app.db, app.events),
      users: app.users.repo,
      mailer: createMailer(app.db, transportFor(app.config.mail, app.log)),
    });
    app.decorate('passwordReset', { service });
  },
  { name: 'password-reset', dependencies: ['events', 'users'] },
);
