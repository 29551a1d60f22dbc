import { randomUUID } from 'node:crypto';
import { ROLE, type CurrentUser, type LoginResponse, type TokenPair } from '@wilco/shared';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import type { AuthRepository, UserRow } from './auth.repository';
import { toCurrentUser } from '../users/current-user';
import type { SignInGuard } from './sign-in-guard';
import { hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

/** docs/product/shell-and-accounts.md, "Sign-in and sessions": a session's absolute lifetime. */
export const SESSION_MAX_DAYS = 30;
const INVALID_CREDENTIALS = 'Invalid email or password';
// Verified against when the account does not exist, so timing does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('wilco-timing-equaliser'));

export type ClientMeta = { ip: string; userAgent: string | null };

/**
 * A Trial account stops working when its subscription ends (docs/product/shell-and-accounts.md, "Trial": the
 * trial bar counts down to it).
 */
export function isTrialExpired(
  user: Pick<UserRow, 'roles' | 'subscription_end_date'>,
  now = new Date(),
): boolean {
  if (!user.roles.includes(ROLE.Trial) || !user.subscription_end_date) return false;
  return user.subscription_end_date.getTime() <= now.getTime();
}
export const TRIAL_ENDED = 'Your trial has ended. Register for a full license to keep practising.';

export const idleEnded = (idleMs: number) => {
  const minutes = Math.round(idleMs / 60_000);
  return `Session ended after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} without activity, please sign in again`;
};

export function createAuthService(deps: {
  repo: AuthRepository;
  tokens: TokenService;
  guard: SignInGuard;
  /** IDLE_TIME: a session that made no request for longer is not renewed. */
  idleMs: number;
  now?: () => number;
}) {
  const { repo, tokens, guard, idleMs } = deps;
  const now = deps.now ?? Date.now;

  async function issueTokens(
    user: UserRow,
    meta: ClientMeta,
    session?: { sessionId: string; familyId: string; expiresAt: Date },
  ) {
    const sessionId = session?.sessionId ?? randomUUID();
    const refresh = newRefreshToken();
    await repo.insertRefreshToken({
      user_id: user.user_id,
      family_id: session?.familyId ?? randomUUID(),
      session_id: sessionId,
      token_hash: refresh.hash,
      // Rotation keeps the session's end: a session lives SESSION_MAX_DAYS from its sign-in at most.
      expires_at: session?.expiresAt ?? new Date(now() + SESSION_MAX_DAYS * 86_400_000),
      last_active_at: new Date(now()),
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip,
    });
    const idToken = await tokens.signIdToken({
      userId: user.user_id,
      tenantId: user.tenant_id,
      roles: user.roles,
      sessionId,
    });
    return { idToken, refreshToken: refresh.token } satisfies TokenPair;
  }

  return {
    async login(email: string, password: string, meta: ClientMeta): Promise<LoginResponse> {
      const user = await repo.findUserByEmail(email);
      await guard.check(user?.user_id ?? null, meta.ip, 'password');
      let ok = false;
      if (user?.password_hash) ok = await verifyPassword(user.password_hash, password);
      else await verifyPassword(await getDummyHash(), password);
      if (!user || !ok || user.disabled) {
        await guard.fail(user?.user_id ?? null, meta.ip, 'password');
        throw unauthorized(user?.disabled && ok ? 'This account is disabled' : INVALID_CREDENTIALS);
      }
      await guard.succeed(user.user_id, 'password');
      if (isTrialExpired(user)) throw new HttpError(403, TRIAL_ENDED, 'trial_expired');
      if (user.totp_enabled_at) {
        return { user_mfas: ['totp'], mfa_token: await tokens.signMfaToken(user.user_id) };
      }
      await repo.touchLogin(user.user_id);
      return issueTokens(user, meta);
    },

    /** Rotation: each refresh token works once; presenting a used one revokes its whole family. */
    async refresh(token: string, meta: ClientMeta): Promise<TokenPair> {
      const row = await repo.findRefreshToken(hashRefreshToken(token));
      if (!row || row.revoked_at) throw unauthorized('Session ended, please sign in again');
      if (row.rotated_at || !(await repo.markRotated(row.refresh_token_id))) {
        await repo.revokeFamily(row.family_id);
        throw unauthorized('Session ended, please sign in again');
      }
      if (row.expires_at.getTime() <= now()) throw unauthorized('Session expired, please sign in again');
      // docs/product/shell-and-accounts.md, "Idle sign-out": the server ends an idle session too.
      const lastActive = Math.max(row.last_active_at?.getTime() ?? 0, row.date_created.getTime());
      if (now() - lastActive > idleMs) {
        await repo.revokeSession(row.session_id);
        throw unauthorized(idleEnded(idleMs));
      }
      const user = await repo.findUserById(row.user_id);
      if (!user || user.disabled) throw unauthorized('Session ended, please sign in again');
      return issueTokens(user, meta, {
        sessionId: row.session_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
      });
    },

    /** Tokens for a user whose second factor was just verified. */
    async issueForUser(userId: number, meta: ClientMeta): Promise<TokenPair> {
      const user = await repo.findUserById(userId);
      if (!user || user.disabled) throw unauthorized('Session ended, please sign in again');
      return issueTokens(user, meta);
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId);
    },

    async currentUser(auth: AuthContext): Promise<CurrentUser> {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw new HttpError(404, 'User not found', 'User not found');
      return toCurrentUser(user, auth.sessionId, auth.mfaRequired);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
