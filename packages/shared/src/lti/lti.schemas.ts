import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';

/** An http(s) address: browsers are sent to these and the server calls them, so no other scheme. */
const httpUrl = (field: string) => z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` });

/**
 * An LTI 1.3 platform registration (docs/product/integrations.md, "LTI 1.3"): the same fields in
 * System Admin and in the LTI_PLATFORMS environment variable.
 */
export const LtiPlatformInputSchema = z.object({
  name: z.string().trim().max(200).default(''),
  issuer: httpUrl('issuer').max(500),
  client_id: z.string().trim().min(1, 'client_id is required').max(500),
  deployment_ids: z.array(z.string().trim().min(1).max(500)).min(1, 'At least one deployment id is required'),
  auth_login_url: httpUrl('auth_login_url').max(1000),
  token_url: httpUrl('token_url').max(1000),
  jwks_url: httpUrl('jwks_url').max(1000),
});
export type LtiPlatformInput = z.infer<typeof LtiPlatformInputSchema>;

export const LtiPlatformSchema = LtiPlatformInputSchema.extend({
  platform_id: z.number().int(),
  tenant_id: z.number().int(),
  /** Set by LTI_PLATFORMS on the server: changed there, not in the admin screen. */
  from_environment: z.boolean(),
});
export type LtiPlatform = z.infer<typeof LtiPlatformSchema>;

export const LtiPlatformIdParamsSchema = z.object({ platformId: DbIdParamSchema });

/** What a launch opened: a quiz (its take-quiz choices) or a scenario by its deep link. */
export const LtiTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quiz'), quiz_id: z.number().int() }),
  z.object({ kind: z.literal('scenario'), deep_link: z.string() }),
]);
export type LtiTargetDto = z.infer<typeof LtiTargetSchema>;

export const LtiSessionBodySchema = z.object({ code: z.string().min(16).max(200) });
export const LtiSessionResponseSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  launch_id: z.number().int(),
  /** Null for a deep-linking request (the picker) or a launch without a linked resource. */
  target: LtiTargetSchema.nullable(),
  deep_linking: z.boolean(),
  /** Instructors may read the course roster's progress. */
  roster: z.boolean(),
});
export type LtiSession = z.infer<typeof LtiSessionResponseSchema>;

export const LtiDeepLinkBodySchema = z.object({
  launch_id: DbIdSchema,
  items: z.array(LtiTargetSchema).min(1, 'Pick at least one quiz or scenario').max(50),
});
export const LtiDeepLinkResponseSchema = z.object({ return_url: z.string(), jwt: z.string() });

export const LtiLaunchParamsSchema = z.object({ launchId: DbIdParamSchema });

export const LtiRosterMemberSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.string(),
  /** Null when the member has never launched Wilco. */
  user_id: z.number().int().nullable(),
  quizzes_completed: z.number().int(),
  average_score: z.number().nullable(),
  simulations_completed: z.number().int(),
});
export const LtiRosterSchema = z.object({
  context_title: z.string().nullable(),
  members: z.array(LtiRosterMemberSchema),
});
export type LtiRoster = z.infer<typeof LtiRosterSchema>;

/** What an instructor may pick while deep linking: the tenant's quizzes and published scenarios. */
export const LtiDeepLinkChoicesSchema = z.object({
  quizzes: z.array(z.object({ quiz_id: z.number().int(), name: z.string() })),
  scenarios: z.array(z.object({ deep_link: z.string(), name: z.string() })),
});
export type LtiDeepLinkChoices = z.infer<typeof LtiDeepLinkChoicesSchema>;

/** Where the widget opens in a window of its own with the same launch (one-time code inside). */
export const LtiHandoffSchema = z.object({ url: z.string() });
