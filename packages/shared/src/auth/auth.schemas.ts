import { z } from 'zod';

/** docs/product/shell-and-accounts.md, "Password": minimum password length 9. */
export const PASSWORD_MIN_LENGTH = 9;
/** docs/product/shell-and-accounts.md, "Sign-in and sessions": idToken max age. */
export const ID_TOKEN_MAX_AGE_SECONDS = 2700;
export { ROLE } from './roles';

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Password must be more than 8 characters')
  .max(256, 'Password is too long');

export const LoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  // Sign-in accepts any stored password; length rules apply when one is set.
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenPairSchema = z.object({ idToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const MfaChallengeSchema = z.object({
  user_mfas: z.array(z.enum(['totp'])),
  mfa_token: z.string(),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;

export const LoginResponseSchema = z.union([TokenPairSchema, MfaChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MfaVerifyBodySchema = z.object({
  mfa_token: z.string().min(1),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

/** The web app sends no token: its refresh token is in an HttpOnly cookie (docs/product/shell-and-accounts.md). */
export const RefreshBodySchema = z.object({ refresh_token: z.string().min(1).max(512).optional() });

const CodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
/** The password the user signs in with now, asked again before account security changes. */
export const CurrentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(200);

/**
 * docs/product/shell-and-accounts.md, "Password": the new password, the current one, and a code
 * from the authenticator when two-factor sign-in is on.
 */
export const DirectResetPasswordBodySchema = z.object({
  password: PasswordSchema,
  current_password: CurrentPasswordSchema,
  code: CodeSchema.optional(),
});

/** docs/product/shell-and-accounts.md, "Signed-in user": the signed-in user. */
export const CurrentUserSchema = z.object({
  auth_user: z.object({ user_id: z.number().int(), display_name: z.string(), email: z.string() }),
  db_user: z.object({
    user_id: z.number().int(),
    tenant_id: z.number().int(),
    roles: z.array(z.string()),
    exam_date: z.string().nullable(),
    date_created: z.string(),
    welcome_saved: z.boolean(),
    recording_acknowledged: z.boolean(),
    subscription: z.object({ end_date: z.string().nullable() }),
    /** False for an account that signs in only through single sign-on or LTI: no password to change. */
    has_password: z.boolean(),
    /** Two-factor state; `required` without `enabled` means the user must enrol before anything else. */
    mfa: z.object({ enabled: z.boolean(), required: z.boolean() }),
  }),
  session_id: z.string(),
  features: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * Case-insensitive feature check (docs/product/shell-and-accounts.md, "Signed-in user": names are lowercase,
 * checks ignore case).
 */
export function hasFeature(features: readonly string[], name: string): boolean {
  const wanted = name.toLowerCase();
  return features.some((f) => f.toLowerCase() === wanted);
}

export const MfaEnrollmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});
export type MfaEnrollment = z.infer<typeof MfaEnrollmentSchema>;

export const MfaCodeBodySchema = z.object({ code: CodeSchema });

/** docs/product/shell-and-accounts.md, "Two-factor sign-in": starting set-up asks for the password. */
export const MfaEnrollBodySchema = z.object({ current_password: CurrentPasswordSchema });

/** Turning two-factor off asks for the password and a code. */
export const MfaDisableBodySchema = z.object({ code: CodeSchema, current_password: CurrentPasswordSchema });

export const MfaStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** Completes an emailed password reset link. */
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: PasswordSchema,
});
