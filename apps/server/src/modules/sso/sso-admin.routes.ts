import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OidcSettingsUpdateSchema,
  ROLE,
  SamlSettingsUpdateSchema,
  SsoProtocolParamsSchema,
  SsoSettingsSchema,
  type SsoProtocol,
  type SsoSettings,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';
import { badRequest, conflict } from '../../lib/http-errors';
import { MetadataError, parseIdpMetadata } from './saml-metadata';
import type { Provider } from './sso-config';
import { ssoDeps } from './sso-deps';

const tags = ['sso'];
const admin = { access: [ROLE.Admin] } as const;
const errors = errorResponses(400, 401, 403, 404, 409);
const KNOWN_ROLES: string[] = Object.values(ROLE);

function common(p: Provider) {
  return {
    enabled: p.enabled,
    display_name: p.name,
    role_claim: p.roleClaim,
    role_map: p.roleMap,
    default_roles: p.defaultRoles,
    email_domains: p.emailDomains,
    from_environment: p.fromEnvironment,
  };
}

/**
 * System Admin's SSO cards (docs/product/administration.md, "Single sign-on"): the admin's own
 * tenant only. Secrets are written, never read back.
 */
export async function ssoAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const d = ssoDeps(app);

  async function settingsOf(tenantId: number): Promise<SsoSettings> {
    const providers = await d.config.providersOf(tenantId);
    const oidc = providers.find((p) => p.protocol === 'oidc');
    const saml = providers.find((p) => p.protocol === 'saml');
    return {
      redirect_uri: d.addresses.redirectUri,
      acs_url: d.addresses.acsUrl,
      metadata_url: d.addresses.metadataUrl,
      sp_entity_id: d.addresses.entityId,
      oidc: oidc
        ? {
            ...common(oidc),
            issuer: oidc.issuer,
            client_id: oidc.clientId,
            has_client_secret: Boolean(oidc.clientSecret),
          }
        : null,
      saml: saml ? { ...common(saml), idp_entity_id: saml.idp.entityId, idp_sso_url: saml.idp.ssoUrl } : null,
    };
  }

  async function checkWritable(tenantId: number, protocol: SsoProtocol, roles: string[]) {
    if (d.config.fromEnvironment(tenantId, protocol))
      throw conflict("This tenant's provider is set by the server's environment; change it there");
    const unknown = roles.filter((role) => !KNOWN_ROLES.includes(role));
    if (unknown.length)
      throw badRequest(`Unknown role: ${unknown.join(', ')} (use ${KNOWN_ROLES.join(', ')})`);
  }
  const rolesIn = (b: { role_map: Record<string, string[]>; default_roles: string[] }) => [
    ...Object.values(b.role_map).flat(),
    ...b.default_roles,
  ];
  const commonRow = (b: {
    enabled: boolean;
    display_name: string;
    role_claim: string | null;
    role_map: Record<string, string[]>;
    default_roles: string[];
    email_domains: string[];
  }) => ({
    enabled: b.enabled,
    display_name: b.display_name,
    role_claim: b.role_claim || null,
    role_map: b.role_map,
    default_roles: b.default_roles,
    email_domains: b.email_domains,
  });

  r.get(
    '/sso',
    {
      schema: {
        tags,
        summary: "This tenant's single sign-on settings",
        response: { 200: SsoSettingsSchema, ...errors },
      },
      config: admin,
    },
    async (req) => settingsOf(authOf(req).tenantId),
  );

  r.put(
    '/sso/oidc',
    {
      schema: {
        tags,
        summary: 'Set up OpenID Connect for this tenant',
        body: OidcSettingsUpdateSchema,
        response: { 200: SsoSettingsSchema, ...errors },
      },
      config: admin,
    },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const b = req.body;
      await checkWritable(tenantId, 'oidc', rolesIn(b));
      const existing = (await d.repo.findSettings(tenantId)).find((row) => row.protocol === 'oidc');
      const sealed = b.client_secret
        ? d.box.seal(b.client_secret)
        : (existing?.oidc_client_secret_sealed ?? null);
      await d.repo.upsertSettings({
        tenant_id: tenantId,
        protocol: 'oidc',
        ...commonRow(b),
        oidc_issuer: b.issuer,
        oidc_client_id: b.client_id,
        oidc_client_secret_sealed: sealed,
      });
      return settingsOf(tenantId);
    },
  );

  r.put(
    '/sso/saml',
    {
      schema: {
        tags,
        summary: 'Set up SAML for this tenant',
        body: SamlSettingsUpdateSchema,
        response: { 200: SsoSettingsSchema, ...errors },
      },
      config: admin,
    },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      const b = req.body;
      await checkWritable(tenantId, 'saml', rolesIn(b));
      const existing = (await d.repo.findSettings(tenantId)).find((row) => row.protocol === 'saml');
      const metadata = b.idp_metadata || existing?.saml_idp_metadata;
      if (!metadata) throw badRequest("Paste the identity provider's metadata XML");
      try {
        parseIdpMetadata(metadata);
      } catch (err) {
        if (err instanceof MetadataError) throw badRequest(err.message);
        throw err;
      }
      await d.repo.upsertSettings({
        tenant_id: tenantId,
        protocol: 'saml',
        ...commonRow(b),
        saml_idp_metadata: metadata,
      });
      return settingsOf(tenantId);
    },
  );

  r.delete(
    '/sso/:protocol',
    {
      schema: {
        tags,
        summary: 'Remove a single sign-on provider of this tenant',
        params: SsoProtocolParamsSchema,
        response: { 200: SsoSettingsSchema, ...errors },
      },
      config: admin,
    },
    async (req) => {
      const tenantId = authOf(req).tenantId;
      await checkWritable(tenantId, req.params.protocol, []);
      await d.repo.deleteSettings(tenantId, req.params.protocol);
      return settingsOf(tenantId);
    },
  );
}
