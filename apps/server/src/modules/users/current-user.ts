import type { CurrentUser } from '@wilco/shared';
import type { UserRow } from '../auth/auth.repository';
import { requiresMfa } from '../auth/mfa-rules';

/** The signed-in user as `/api/user` and every profile write answer it (the wire shape). */
export function toCurrentUser(user: UserRow, sessionId: string, tenantRequiresMfa = false): CurrentUser {
  return {
    auth_user: { user_id: user.user_id, display_name: user.display_name, email: user.email },
    db_user: {
      user_id: user.user_id,
      tenant_id: user.tenant_id,
      roles: user.roles,
      // Postgres renders `timestamp` with a space; the wire format is ISO without a zone.
      exam_date: user.exam_date?.replace(' ', 'T') ?? null,
      date_created: user.date_created.toISOString(),
      welcome_saved: user.welcome_saved,
      recording_acknowledged: user.recording_acknowledged,
      subscription: { end_date: user.subscription_end_date?.toISOString() ?? null },
      has_password: user.password_hash !== null,
      mfa: { enabled: user.totp_enabled_at !== null, required: requiresMfa(user, tenantRequiresMfa) },
    },
    session_id: sessionId,
    features: user.features.map((f) => f.toLowerCase()),
  };
}
