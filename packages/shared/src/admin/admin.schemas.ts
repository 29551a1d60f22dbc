import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema } from '../common/ids.schemas';

/** A user as admins see it: never the password hash or MFA secret. */
export const AdminUserSchema = z.object({
  user_id: z.number().int(),
  tenant_id: z.number().int(),
  email: z.string(),
  user_name: z.string().nullable(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  email_verified: z.boolean(),
  mfa_enabled: z.boolean(),
  /** An admin requires two-factor sign-in for this user (the tenant may require it for all). */
  mfa_required: z.boolean(),
  /** Optional capabilities granted to this user (hasFeature), e.g. FEATURE.BackendTester. */
  features: z.array(z.string()),
  unlimited_simulation_time: z.boolean(),
  /** Minutes per simulation; null = the server default (SIM_DEFAULT_MAX_MINUTES). */
  max_simulation_minutes: z.number().int().nullable(),
  exam_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  last_login: z.string().nullable(),
  date_created: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `GET /api/user/all`: a managed tenant's users instead of the admin's own (docs/product/administration.md, "Users"). */
export const AdminUsersQuerySchema = z.object({ tenant_id: DbIdParamSchema.optional() });

/** Features an admin can grant in the users table. */
export const FEATURE = {
  /** The Backend API Tester for a non-admin, limited to what the server lets any user read. */
  BackendTester: 'backend-tester',
} as const;

/**
 * `PUT /api/user/{userId}/features`: the user's whole feature list (a replacement, so
 * idempotent), stored lower-case as docs/product/shell-and-accounts.md, "Signed-in user" lists them.
 */
export const UserFeaturesBodySchema = z.object({
  features: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'A feature name cannot be empty')
        .max(50, 'A feature name must be at most 50 characters'),
    )
    .max(20, 'A user can have at most 20 features')
    .refine((f) => new Set(f).size === f.length, 'A feature can be listed only once'),
});
export type UserFeaturesBody = z.infer<typeof UserFeaturesBodySchema>;

export const ActiveAttemptSchema = z.object({
  quiz_attempt_id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  quiz_id: z.number().int().nullable(),
  name: z.string(),
  attempt_type: z.string(),
  date_started: z.string(),
  date_modified: z.string(),
});
export type ActiveAttempt = z.infer<typeof ActiveAttemptSchema>;

export const FeedbackEntrySchema = z.object({
  feedback_id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  quiz_attempt_id: z.number().int().nullable(),
  question_attempt_id: z.number().int().nullable(),
  question_id: z.number().int().nullable(),
  feedback: z.string(),
  date_created: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntrySchema>;

export const EventLogEntrySchema = z.object({
  event_log_id: z.number().int(),
  user_id: z.number().int().nullable(),
  event: z.string(),
  event_timestamp: z.string(),
  user_email: z.string().nullable(),
  user_role: z.string().nullable(),
  course_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  quiz_id: z.number().int().nullable(),
  question_id: z.number().int().nullable(),
  quiz_format: z.string().nullable(),
  question_outcome: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type EventLogEntry = z.infer<typeof EventLogEntrySchema>;

/** Tenant settings an admin can change at run time. */
/**
 * Who judges a tenant's answers: 'rubric' (offline, the default) or 'llm' (the OpenAI-compatible
 * plug-in, honoured only when the server has LLM_BASE_URL; otherwise the rubric assessor judges).
 */
export const AssessorChoiceSchema = z.enum(['rubric', 'llm']);
export type AssessorChoice = z.infer<typeof AssessorChoiceSchema>;

/** docs/product/administration.md, "Branding": a tenant's extra style sheet, applied by the web app. */
export const TENANT_CSS_MAX = 20_000;
export const TenantCssSchema = z
  .string()
  .max(TENANT_CSS_MAX, `The style sheet can be at most ${TENANT_CSS_MAX} characters`)
  .refine((v) => !/<\/?\s*style|@import/i.test(v), 'The style sheet cannot contain <style> tags or @import');

/** ~200 KB of image: an uploaded logo travels as a data URL, so the page's CSP needs no other host. */
export const TENANT_LOGO_MAX = 280_000;
export const TenantLogoSchema = z
  .string()
  .max(TENANT_LOGO_MAX, 'The logo is too large (at most about 200 KB)')
  .regex(
    /^(data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|\/(?!\/)[\w\-./]+)$/,
    'The logo must be a PNG, JPEG, GIF, WebP or SVG image, or a path on this server',
  );

export const TenantSettingsSchema = z.object({
  css: z.string().nullable(),
  logo: z.string().nullable(),
  maintenance_mode: z.boolean(),
  maintenance_notice: z.string().nullable(),
  announcement: z.string().nullable(),
  mfa_required: z.boolean(),
  primary_course_id: z.number().int().nullable(),
  assessor: AssessorChoiceSchema,
});
export type TenantSettings = z.infer<typeof TenantSettingsSchema>;

export const TenantSettingsUpdateSchema = z
  .object({
    css: TenantCssSchema.nullable(),
    logo: TenantLogoSchema.nullable(),
    maintenance_mode: z.boolean(),
    maintenance_notice: z.string().trim().max(2000).nullable(),
    announcement: z.string().trim().max(500).nullable(),
    mfa_required: z.boolean(),
    primary_course_id: DbIdSchema.nullable(),
    assessor: AssessorChoiceSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
