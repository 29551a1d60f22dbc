import { z } from 'zod';

/** docs/product/administration.md, "Single sign-on": the two protocols a tenant can use. */
export const SsoProtocolSchema = z.enum(['oidc', 'saml']);
export type SsoProtocol = z.infer<typeof SsoProtocolSchema>;

const roleName = z.string().trim().min(1, 'A role name cannot be empty').max(64);

/** IdP group or value → Wilco roles (docs/product/administration.md, "Single sign-on"). */
export const RoleMapSchema = z.record(
  z.string().trim().min(1, 'An IdP value cannot be empty').max(256),
  z.array(roleName).min(1, 'Map each IdP value to at least one role'),
);
export type RoleMap = z.infer<typeof RoleMapSchema>;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Enter a domain such as example.com');

const common = {
  enabled: z.boolean().default(true),
  display_name: z.string().trim().min(1, 'Enter the provider name shown on the sign-in page').max(80),
  role_claim: z.string().trim().max(256).nullable().default(null),
  role_map: RoleMapSchema.default({}),
  default_roles: z.array(roleName).max(16).default([]),
  email_domains: z.array(domain).max(32).default([]),
};

/** What an admin saves in an SSO card; a blank client secret keeps the stored one. */
export const OidcSettingsUpdateSchema = z.object({
  ...common,
  issuer: z.url({ protocol: /^https?$/, error: 'Enter the issuer URL (http or https)' }),
  client_id: z.string().trim().min(1, 'Enter the client id').max(256),
  client_secret: z.string().max(1024).optional(),
});
export const SamlSettingsUpdateSchema = z.object({
  ...common,
  /** Left out (or blank) keeps the stored metadata. */
  idp_metadata: z.string().trim().max(200_000, 'The metadata is too long').optional(),
});
export type OidcSettingsUpdate = z.infer<typeof OidcSettingsUpdateSchema>;
export type SamlSettingsUpdate = z.infer<typeof SamlSettingsUpdateSchema>;

const commonOut = {
  enabled: z.boolean(),
  display_name: z.string(),
  role_claim: z.string().nullable(),
  role_map: RoleMapSchema,
  default_roles: z.array(z.string()),
  email_domains: z.array(z.string()),
  /** Set by the environment for the default tenant: shown, not editable. */
  from_environment: z.boolean(),
};

/** One tenant's SSO cards as System Admin shows them; secrets never leave the server. */
export const SsoSettingsSchema = z.object({
  /** The addresses to register at the identity provider. */
  redirect_uri: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  sp_entity_id: z.string(),
  oidc: z
    .object({ ...commonOut, issuer: z.string(), client_id: z.string(), has_client_secret: z.boolean() })
    .nullable(),
  saml: z.object({ ...commonOut, idp_entity_id: z.string(), idp_sso_url: z.string() }).nullable(),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

export const SsoProtocolParamsSchema = z.object({ protocol: SsoProtocolSchema });

/** Sign-in page: which providers serve the tenant chosen by email domain or short code. */
export const SsoProvidersQuerySchema = z
  .object({
    email: z.string().trim().toLowerCase().max(320).optional(),
    tenant: z.string().trim().max(64).optional(),
  })
  .refine((q) => q.email || q.tenant, { message: 'Give an email or a tenant code' });
export const SsoProviderSchema = z.object({
  protocol: SsoProtocolSchema,
  display_name: z.string(),
  tenant: z.string(),
  /** Where the browser goes to start: /auth/{protocol}/login?tenant=… */
  login_url: z.string(),
});
export const SsoProvidersSchema = z.object({ providers: z.array(SsoProviderSchema) });
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

/** The hand-off from the browser sign-in back to the web app (single use, one minute). */
export const SsoRedeemBodySchema = z.object({ code: z.string().min(20).max(128) });

/** docs/product/shell-and-accounts.md, "Single sign-on": an ID token from the tenant's OIDC provider. */
export const OktaExchangeBodySchema = z.object({
  id_token: z.string().min(20, 'id_token is required').max(16_384),
  tenant: z.string().trim().max(64).optional(),
});
