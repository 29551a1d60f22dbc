import QRCode from 'qrcode';
import type { MfaEnrollment, TokenPair } from '@wilco/shared';
import { HttpError, badRequest, unauthorized } from '../../lib/http-errors';
import { newTotpSecret, otpauthUrl } from '../../lib/totp';
import type { AuthContext } from '../../plugins/access';
import { INVALID_CODE, type AccountSecurity, type Proof } from './account-security';
import type { AuthRepository } from './auth.repository';
import type { ClientMeta } from './auth.service';
import type { MfaRepository } from './mfa.repository';
import type { SignInGuard } from './sign-in-guard';
import type { TokenService } from './tokens';

export function createMfaService(deps: {
  users: AuthRepository;
  mfa: MfaRepository;
  security: AccountSecurity;
  guard: SignInGuard;
  tokens: TokenService;
  issueTokens: (userId: number, meta: ClientMeta) => Promise<TokenPair>;
}) {
  const { users, mfa, security, guard, tokens } = deps;

  async function load(userId: number) {
    const user = await users.findUserById(userId);
    if (!user || user.disabled) throw unauthorized('Session ended, please sign in again');
    return user;
  }

  return {
    /** docs/product/shell-and-accounts.md, "Account security changes": set-up starts with the password. */
    async startEnrollment(auth: AuthContext, proof: Proof, ip: string): Promise<MfaEnrollment> {
      const user = await load(auth.userId);
      if (user.totp_enabled_at) throw new HttpError(409, 'Two-factor authentication is already on');
      await security.confirm(user.user_id, proof, ip);
      const secret = newTotpSecret();
      await mfa.setPendingSecret(user.user_id, security.box.seal(secret));
      const url = otpauthUrl(secret, user.email);
      return {
        secret,
        otpauth_url: url,
        qr_data_url: await QRCode.toDataURL(url, { margin: 1, width: 240 }),
      };
    },

    async confirmEnrollment(auth: AuthContext, code: string, ip: string): Promise<void> {
      const user = await load(auth.userId);
      if (user.totp_enabled_at) throw new HttpError(409, 'Two-factor authentication is already on');
      if (!user.totp_secret) throw badRequest('Two-factor authentication is not set up');
      const step = await security.checkCode(user.user_id, user.totp_secret, code, ip);
      await mfa.enable(user.user_id, step);
    },

    /** Off asks for the password and a code (the proof checks both, throttled like sign-in). */
    async disable(auth: AuthContext, proof: Required<Proof>, ip: string): Promise<void> {
      if (auth.mfaRequired) throw new HttpError(403, 'Your administrator requires two-factor authentication');
      const user = await load(auth.userId);
      if (!user.totp_enabled_at) return;
      await security.confirm(user.user_id, proof, ip);
      await mfa.disable(user.user_id);
    },

    /** Second step of sign-in: the mfa_token proves the password step passed minutes ago. */
    async verifyLogin(mfaToken: string, code: string, meta: ClientMeta): Promise<TokenPair> {
      const userId = await tokens.verifyMfaToken(mfaToken);
      await guard.check(userId, meta.ip, 'totp');
      const user = await load(userId);
      if (!user.totp_enabled_at || !user.totp_secret)
        throw unauthorized('Session ended, please sign in again');
      if ((await security.claimCode(user.user_id, user.totp_secret, code)) === null) {
        await guard.fail(user.user_id, meta.ip, 'totp');
        throw unauthorized(INVALID_CODE);
      }
      await guard.succeed(user.user_id, 'totp');
      await users.touchLogin(user.user_id);
      return deps.issueTokens(user.user_id, meta);
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
