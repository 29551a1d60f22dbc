import QRCode from 'qrcode';
import type { MfaEnrollment, TokenPair } from '@wilco/shared';
import { HttpError, badRequest, unauthorized } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp';
import type { AuthContext } from '../../plugins/access';
import type { AuthRepository } from './auth.repository';
import type { ClientMeta } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import type { MfaRepository } from './mfa.repository';
import type { TokenService } from './tokens';

const INVALID_CODE = 'Invalid code. Check the time on your device and try again.';

export function createMfaService(deps: {
  users: AuthRepository;
  mfa: MfaRepository;
  box: SecretBox;
  tokens: TokenService;
  throttle: LoginThrottle;
  issueTokens: (userId: number, meta: ClientMeta) => Promise<TokenPair>;
  now?: () => number;
}) {
  const { users, mfa, box, tokens, throttle } = deps;
  const now = deps.now ?? Date.now;

  async function load(userId: number) {
    const user = await users.findUserById(userId);
    if (!user || user.disabled) throw unauthorized('Session ended, please sign in again');
    return user;
  }

  /**
   * Checks a code against the user's secret and burns its time step. A wrong code while
   * signed in is a 400, so the client never mistakes it for an ended session (401).
   */
  async function check(
    userId: number,
    sealed: string | null,
    code: string,
    signedIn: boolean,
  ): Promise<number> {
    if (!sealed) throw badRequest('Two-factor authentication is not set up');
    const step = verifyTotp(box.open(sealed), code, now());
    if (step === null || !(await mfa.claimStep(userId, step)))
      throw signedIn ? badRequest(INVALID_CODE) : unauthorized(INVALID_CODE);
    return step;
  }

  return {
    async startEnrollment(auth: AuthContext): Promise<MfaEnrollment> {
      const user = await load(auth.userId);
      if (user.totp_enabled_at) throw new HttpError(409, 'Two-factor authentication is already on');
      const secret = newTotpSecret();
      await mfa.setPendingSecret(user.user_id, box.seal(secret));
      const url = otpauthUrl(secret, user.email);
      return {
        secret,
        otpauth_url: url,
        qr_data_url: await QRCode.toDataURL(url, { margin: 1, width: 240 }),
      };
    },

    async confirmEnrollment(auth: AuthContext, code: string): Promise<void> {
      const user = await load(auth.userId);
      if (user.totp_enabled_at) throw new HttpError(409, 'Two-factor authentication is already on');
      const step = await check(user.user_id, user.totp_secret, code, true);
      await mfa.enable(user.user_id, step);
    },

    async disable(auth: AuthContext, code: string): Promise<void> {
      if (auth.mfaRequired) throw new HttpError(403, 'Your administrator requires two-factor authentication');
      const user = await load(auth.userId);
      if (!user.totp_enabled_at) return;
      await check(user.user_id, user.totp_secret, code, true);
      await mfa.disable(user.user_id);
    },

    /** Second step of sign-in: the mfa_token proves the password step passed minutes ago. */
    async verifyLogin(mfaToken: string, code: string, meta: ClientMeta): Promise<TokenPair> {
      const userId = await tokens.verifyMfaToken(mfaToken);
      const key = `mfa|${userId}`;
      const wait = throttle.retryAfterSeconds(key);
      if (wait > 0) throw new HttpError(429, 'Too many wrong codes. Try again later.', { retry_after: wait });
      const user = await load(userId);
      if (!user.totp_enabled_at) throw unauthorized('Session ended, please sign in again');
      try {
        await check(user.user_id, user.totp_secret, code, false);
      } catch (err) {
        throttle.recordFailure(key);
        throw err;
      }
      throttle.reset(key);
      await users.touchLogin(user.user_id);
      return deps.issueTokens(user.user_id, meta);
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
