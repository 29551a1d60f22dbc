/** Shown on the sign-in page after a password change ended every session. */
export const PASSWORD_CHANGED_NOTICE = 'Password changed. Sign in with your new password.';
