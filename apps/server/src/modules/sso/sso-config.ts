import { readFile } from 'node:fs/promises';
import type { SsoProtocol } from '@wilco/shared';
import type { EnvSso } from '../../config/app-config';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import { MetadataError, parseIdpMetadata, type IdpMetadata } from './saml-metadata';
import type { SsoRepository, TenantSsoRow } from './sso.repository';

/** docs/product/administration.md, "Tenants": the tenant the environment's SSO settings belong to. */
export const DEFAULT_TENANT_ID = 1;

type Base = {
  tenantId: number;
  tenantCode: string;
  name: string;
  enabled: boolean;
  roleClaim: string | null;
  roleMap: Record<string, string[]>;
  defaultRoles: string[];
  emailDomains: string[];
  fromEnvironment: boolean;
};
export type OidcProvider = Base & {
  protocol: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string | null;
};
export type SamlProvider = Base & { protocol: 'saml'; idp: IdpMetadata };
export type Provider = OidcProvider | SamlProvider;

export const UNKNOWN_TENANT = 'Unknown tenant: check the tenant code or your email address';
export const SAML_METADATA_UNREADABLE =
  "The identity provider's SAML metadata could not be read: try again later or ask your administrator";
const notConfigured = (protocol: SsoProtocol) =>
  notFound(
    `Single sign-on with ${protocol === 'oidc' ? 'OpenID Connect' : 'SAML'} is not set up for this tenant`,
  );

/** Reads SAML_IDP_METADATA: an http(s) URL is fetched, anything else is a file path. */
async function loadMetadataSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new MetadataError(`SAML_IDP_METADATA answered ${res.status}`);
    return res.text();
  }
  return readFile(source, 'utf8');
}

/**
 * Where each tenant's providers come from: its System Admin settings, and for the default tenant
 * the environment (which wins, so an operator's settings cannot be changed from the app).
 */
export function createSsoConfig(deps: {
  repo: SsoRepository;
  env: EnvSso;
  box: SecretBox;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { repo, env, box } = deps;
  let envMetadata: Promise<IdpMetadata> | undefined;

  function envMetadataOnce(source: string): Promise<IdpMetadata> {
    envMetadata ??= loadMetadataSource(source).then(parseIdpMetadata);
    // A failed fetch is retried on the next sign-in rather than remembered.
    envMetadata.catch(() => (envMetadata = undefined));
    return envMetadata;
  }

  function fromRow(row: TenantSsoRow, tenantCode: string): Provider | null {
    const base: Base = {
      tenantId: row.tenant_id,
      tenantCode,
      name: row.display_name,
      enabled: row.enabled,
      roleClaim: row.role_claim,
      roleMap: row.role_map,
      defaultRoles: row.default_roles,
      emailDomains: row.email_domains,
      fromEnvironment: false,
    };
    if (row.protocol === 'oidc' && row.oidc_issuer && row.oidc_client_id) {
      const secret = row.oidc_client_secret_sealed ? box.open(row.oidc_client_secret_sealed) : null;
      return {
        ...base,
        protocol: 'oidc',
        issuer: row.oidc_issuer,
        clientId: row.oidc_client_id,
        clientSecret: secret,
      };
    }
    if (row.protocol === 'saml' && row.saml_idp_metadata) {
      return { ...base, protocol: 'saml', idp: parseIdpMetadata(row.saml_idp_metadata) };
    }
    return null;
  }

  async function fromEnv(protocol: SsoProtocol, tenantCode: string): Promise<Provider | null> {
    const base = {
      tenantId: DEFAULT_TENANT_ID,
      tenantCode,
      enabled: true,
      roleMap: env.roleMap,
      defaultRoles: env.defaultRoles,
      emailDomains: [],
      fromEnvironment: true,
    };
    if (protocol === 'oidc' && env.oidc) {
      const { issuer, clientId, clientSecret, name } = env.oidc;
      return { ...base, protocol, name, roleClaim: env.oidcRoleClaim, issuer, clientId, clientSecret };
    }
    if (protocol === 'saml' && env.saml) {
      // An IdP that is down (or a file gone) takes only SAML away, never the rest of sign-in.
      const idp = await envMetadataOnce(env.saml.metadata).catch((err: unknown) => {
        deps.log.warn({ err }, 'SAML_IDP_METADATA could not be read');
        return null;
      });
      if (!idp) return null;
      return { ...base, protocol, name: env.saml.name, roleClaim: env.samlRoleAttribute, idp };
    }
    return null;
  }

  /** The environment sets this protocol for this tenant (then the stored settings are not used). */
  const fromEnvironment = (tenantId: number, protocol: SsoProtocol) =>
    tenantId === DEFAULT_TENANT_ID && (protocol === 'oidc' ? env.oidc : env.saml) !== null;

  /** Every provider of a tenant, enabled or not. */
  async function providersOf(tenantId: number): Promise<Provider[]> {
    const tenant = await repo.findTenantById(tenantId);
    if (!tenant) return [];
    const rows = await repo.findSettings(tenantId);
    const found: Provider[] = [];
    for (const protocol of ['oidc', 'saml'] as const) {
      const row = rows.find((r) => r.protocol === protocol);
      const provider = fromEnvironment(tenantId, protocol)
        ? await fromEnv(protocol, tenant.tenant_short_code)
        : row
          ? fromRow(row, tenant.tenant_short_code)
          : null;
      if (provider) found.push(provider);
    }
    return found;
  }

  return {
    providersOf,
    fromEnvironment,

    /** The tenant named by its short code, or the default tenant when none is named. */
    async tenantIdFor(code: string | undefined): Promise<number> {
      if (!code) return DEFAULT_TENANT_ID;
      const tenant = await repo.findTenantByCode(code);
      if (!tenant) throw notFound(UNKNOWN_TENANT);
      return tenant.tenant_id;
    },

    /** An enabled provider, or a 404 that says what is missing. */
    async provider<P extends SsoProtocol>(tenantId: number, protocol: P) {
      const found = (await providersOf(tenantId)).find((p) => p.protocol === protocol && p.enabled);
      if (!found && fromEnvironment(tenantId, protocol)) throw new HttpError(502, SAML_METADATA_UNREADABLE);
      if (!found) throw notConfigured(protocol);
      return found as Extract<Provider, { protocol: P }>;
    },
  };
}
export type SsoConfig = ReturnType<typeof createSsoConfig>;
