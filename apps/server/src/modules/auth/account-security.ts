import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { createSecretBox, type SecretBox } from '../../lib/secret-box';
import { verifyTotp } from '../../lib/totp';
import type { AuthRepository } from './auth.repository';
import { createMfaRepository, type MfaRepository } from './mfa.repository';
import type { SignInGuard } from './sign-in-guard';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';
export const INVALID_CODE = 'Invalid code. Check the time on your device and try again.';
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: AccountSecurity;
  }
}

export type Proof = { current_password: string; code?: string | undefined };

/**
 * docs/product/shell-and-accounts.md, "Account security changes": changing the password and
 * setting up or turning off two-factor sign-in ask for the current password, and for a code when
 * two-factor is on; wrong answers count as failed sign-ins (a stolen session cannot guess).
 */
export function createAccountSecurity(deps: {
  users: AuthRepository;
  mfa: MfaRepository;
  box: SecretBox;
  guard: SignInGuard;
  now?: () => number;
}) {
  const { users, mfa, box, guard } = deps;
  const now = deps.now ?? Date.now;

  /** Checks a code against a sealed secret and burns its time step; null when wrong. */
  async function claimCode(userId: number, sealed: string, code: string): Promise<number | null> {
    const step = verifyTotp(box.open(sealed), code, now());
    return step !== null && (await mfa.claimStep(userId, step)) ? step : null;
  }

  return {
    box,
    /** The two-factor store these checks use; the two-factor routes write through the same one. */
    mfa,
    claimCode,

    /** A two-factor code for a signed-in step, throttled like sign-in: 400 when wrong, 429 when used up. */
    async checkCode(userId: number, sealed: string, code: string, ip: string): Promise<number> {
      await guard.check(userId, ip, 'totp');
      const step = await claimCode(userId, sealed, code);
      if (step === null) {
        await guard.fail(userId, ip, 'totp');
        throw badRequest(INVALID_CODE);
      }
      await guard.succeed(userId, 'totp');
      return step;
    },

    /** The signed-in user proves it is them: the password, and a code when two-factor is on. */
    async confirm(userId: number, proof: Proof, ip: string): Promise<void> {
      const user = await users.findUserById(userId);
      if (!user) throw badRequest(WRONG_CURRENT_PASSWORD);
      await guard.check(userId, ip, 'password');
      if (!user.password_hash || !(await verifyPassword(user.password_hash, proof.current_password))) {
        await guard.fail(userId, ip, 'password');
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      await guard.succeed(userId, 'password');
      if (user.totp_enabled_at && user.totp_secret) {
        if (!proof.code) throw badRequest(CODE_NEEDED);
        await this.checkCode(userId, user.totp_secret, proof.code, ip);
      }
    },
  };
}
export type AccountSecurity = ReturnType<typeof createAccountSecurity>;

/** Built once: the secret box and the checks shared by the password and two-factor routes. */
export const accountSecurityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'accountSecurity',
      createAccountSecurity({
        users: app.auth.users,
        mfa: createMfaRepository(app.db, app.events),
        box: createSecretBox(app.config.keys.secrets, app.config.keys.legacySecrets),
        guard: app.signInGuard,
      }),
    );
  },
  { name: 'account-security', dependencies: ['auth'] },
);
