import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';
import { PasswordSchema, ROLE } from '../auth/auth.schemas';
import { isCountryCode } from './countries';

const id = DbIdSchema;
const optionalText = (what: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** docs/product/administration.md, "Tenants": the new-tenant form. */
export const TenantBodySchema = z.object({
  tenant_short_code: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'Short code must be at least 2 characters')
    .max(32, 'Short code must be at most 32 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Short code may hold only letters, digits and hyphens'),
  display_name: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(200, 'Display name must be at most 200 characters'),
  state_or_region: optionalText('State or region'),
  county_or_township: optionalText('County or township'),
  zip_code: optionalText('Zip code', 20),
  country_code_iso: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (!isCountryCode(v))
        ctx.addIssue({
          code: 'custom',
          message: `Unknown country_code_iso '${v}': use an ISO 3166 alpha-3 code`,
        });
    })
    .nullable()
    .optional(),
});
export type TenantBody = z.input<typeof TenantBodySchema>;

export const TenantSchema = z.object({
  tenant_id: z.number().int(),
  tenant_short_code: z.string(),
  display_name: z.string(),
  state_or_region: z.string().nullable(),
  county_or_township: z.string().nullable(),
  zip_code: z.string().nullable(),
  country_code_iso: z.string().nullable(),
  parent_tenant_id: z.number().int().nullable(),
  date_created: z.string(),
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantIdParamsSchema = z.object({ id: DbIdParamSchema });

export const USER_ROLES = [ROLE.Admin, ROLE.Author, ROLE.Learner, ROLE.Trial] as const;

/** docs/product/administration.md, "Users": a simulation allowance as the form shows it. */
export const MaxSimulationTimeSchema = z
  .object({
    hours: z.number().int().min(0, 'Hours cannot be negative').max(24, 'At most 24 hours'),
    minutes: z.number().int().min(0, 'Minutes cannot be negative').max(59, 'Minutes must be below 60'),
  })
  .refine((t) => t.hours * 60 + t.minutes <= 24 * 60, 'At most 24 hours');
export type MaxSimulationTime = z.infer<typeof MaxSimulationTimeSchema>;

const roles = z
  .array(z.enum(USER_ROLES, { message: `Roles must be among ${USER_ROLES.join(', ')}` }))
  .min(1, 'Pick at least one role')
  .refine((r) => new Set(r).size === r.length, 'A role can be listed only once');
const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
const personName = (what: string) =>
  z.string().trim().min(1, `${what} is required`).max(100, `${what} must be at most 100 characters`);
const userName = z
  .string()
  .trim()
  .max(100, 'User name must be at most 100 characters')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
const instant = z.iso.datetime({ offset: true, message: 'Dates must be ISO date-times' });

/** Settings one form applies to a single user or to every row of a bulk import. */
const sharedSettings = {
  unlimited_simulation_time: z.boolean().default(false),
  roles,
  max_simulation_time: MaxSimulationTimeSchema.nullable().optional(),
  /** Only for Trial users: when their subscription ends. */
  subscription_end_date: instant.nullable().optional(),
  /** A tenant the admin manages; the admin's own tenant when absent. */
  tenant_id: id.optional(),
};

/** docs/product/administration.md, "Users": `POST /api/user`. */
export const NewUserBodySchema = z.object({
  user_name: userName,
  email,
  /** Absent: the user signs in through SSO or after an emailed reset link. */
  password: PasswordSchema.optional(),
  first_name: personName('First name'),
  last_name: personName('Last name'),
  disabled: z.boolean().default(false),
  email_verified: z.boolean().default(false),
  ...sharedSettings,
});
export type NewUserBody = z.input<typeof NewUserBodySchema>;

/** `PUT /api/user/{userId}`: only the fields sent change; `disabled: true` disables the account. */
export const UpdateUserBodySchema = z
  .object({
    user_name: userName,
    email,
    password: PasswordSchema,
    first_name: personName('First name'),
    last_name: personName('Last name'),
    disabled: z.boolean(),
    email_verified: z.boolean(),
    unlimited_simulation_time: z.boolean(),
    roles,
    max_simulation_time: MaxSimulationTimeSchema.nullable(),
    subscription_end_date: instant.nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

/** One row of a bulk import, checked on its own so one bad row does not refuse the others. */
export const BulkAccountSchema = z.object({
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  user_name: userName,
});
export type BulkAccount = z.input<typeof BulkAccountSchema>;

export const BULK_MAX_ROWS = 1000;

/** `POST /api/user/bulk`: rows stay loose here and are validated one by one (per-row results). */
export const BulkUsersBodySchema = z.object({
  accounts: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'Add at least one account')
    .max(BULK_MAX_ROWS, `At most ${BULK_MAX_ROWS} accounts at once`),
  ...sharedSettings,
});
export type BulkUsersBody = z.input<typeof BulkUsersBodySchema>;

export const BulkRowResultSchema = z.object({
  /** 1-based position in `accounts`. */
  row: z.number().int(),
  email: z.string().nullable(),
  status: z.enum(['created', 'exists', 'error']),
  user_id: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type BulkRowResult = z.infer<typeof BulkRowResultSchema>;

export const BulkUsersResultSchema = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkRowResultSchema),
});
export type BulkUsersResult = z.infer<typeof BulkUsersResultSchema>;

/** Minutes stored on the user ↔ the hours-and-minutes the forms show. */
export const toSimulationMinutes = (t: MaxSimulationTime | null | undefined): number | null =>
  t ? t.hours * 60 + t.minutes : null;
export const fromSimulationMinutes = (m: number | null): MaxSimulationTime | null =>
  m === null ? null : { hours: Math.floor(m / 60), minutes: m % 60 };
