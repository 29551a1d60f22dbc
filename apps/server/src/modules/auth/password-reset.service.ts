import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mail/mail';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import type { UsersRepository } from '../users/users.repository';
import type { PasswordResetRepository } from './password-reset.repository';
import { hashRefreshToken, newRefreshToken } from './tokens';

const LINK_HOURS = 24;

export function createPasswordResetService(deps: {
  resets: PasswordResetRepository;
  users: UsersRepository;
  mailer: Mailer;
}) {
  const { resets, users, mailer } = deps;
  return {
    /**
     * Admin action: emails a single-use link to a user of `tenantId` (the admin's own tenant or one
     * it manages, checked by the caller).
     */
    async send(
      admin: AuthContext,
      tenantId: number,
      userId: number,
      publicUrl: string,
    ): Promise<{ email: string }> {
      const user = await users.findInTenant(tenantId, userId);
      if (!user) throw notFound('User not found', 'User not found');
      // Same randomness and hashing as refresh tokens: only the hash is stored.
      const { token, hash } = newRefreshToken();
      await resets.create({
        user_id: user.user_id,
        token_hash: hash,
        requested_by: admin.userId,
        expires_at: new Date(Date.now() + LINK_HOURS * 3_600_000),
      });
      // The token rides in the fragment, which browsers never send: it cannot reach a request log
      // (docs/product/administration.md, "Mail").
      const link = `${publicUrl}/#reset_token=${encodeURIComponent(token)}`;
      const mail = mailer.send({
        tenantId,
        to: user.email,
        subject: 'Reset your Wilco password',
        body: [
          `Hello ${user.display_name},`,
          '',
          `An administrator asked for a password reset for your Wilco account. Open this link within ${LINK_HOURS} hours to choose a new password:`,
          link,
          '',
          'If you did not expect this, you can ignore this message.',
        ].join('\n'),
        secrets: [link],
      });
      // The outbox has the failure; the admin gets a clear answer instead of a 500.
      await mail.catch(() => {
        throw new HttpError(502, 'The email could not be sent. Try again in a moment.');
      });
      return { email: user.email };
    },

    async complete(token: string, password: string): Promise<void> {
      const userId = await resets.consume(hashRefreshToken(token), new Date());
      if (userId === null)
        throw badRequest(
          'This reset link is invalid, used or expired. Ask your administrator for a new one.',
        );
      await resets.setPassword(userId, await hashPassword(password));
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
