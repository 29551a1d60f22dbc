import type { CurrentUser } from '@wilco/shared';

/** The server refuses everything but sign-out and enrolment until a required second factor is set up. */
export function needsMfaEnrollment(user: CurrentUser | undefined): boolean {
  return Boolean(user?.db_user.mfa.required && !user.db_user.mfa.enabled);
}
