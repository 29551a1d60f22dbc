import {
  OidcSettingsUpdateSchema,
  ROLE,
  SamlSettingsUpdateSchema,
  type OidcSettingsUpdate,
  type SamlSettingsUpdate,
  type SsoSettings,
} from '@wilco/shared';

export const SSO_ROLES: string[] = Object.values(ROLE);

export type RoleRule = { value: string; roles: string[] };

/** One SSO card as edited (docs/product/administration.md, "Single sign-on"). */
export type SsoDraft = {
  enabled: boolean;
  display_name: string;
  role_claim: string;
  rules: RoleRule[];
  default_roles: string[];
  /** Comma- or space-separated, as typed. */
  email_domains: string;
  issuer: string;
  client_id: string;
  /** Blank keeps the stored secret. */
  client_secret: string;
  idp_metadata: string;
};

type Card = NonNullable<SsoSettings['oidc']> | NonNullable<SsoSettings['saml']>;

export function toSsoDraft(card: Card | null, protocol: 'oidc' | 'saml'): SsoDraft {
  return {
    enabled: card?.enabled ?? true,
    display_name: card?.display_name ?? '',
    role_claim: card?.role_claim ?? (protocol === 'oidc' ? 'groups' : ''),
    rules: Object.entries(card?.role_map ?? {}).map(([value, roles]) => ({ value, roles })),
    default_roles: card?.default_roles ?? [ROLE.Learner],
    email_domains: (card?.email_domains ?? []).join(', '),
    issuer: card && 'issuer' in card ? card.issuer : '',
    client_id: card && 'client_id' in card ? card.client_id : '',
    client_secret: '',
    // The stored metadata is not sent back; paste it again to change it.
    idp_metadata: '',
  };
}

function common(d: SsoDraft) {
  return {
    enabled: d.enabled,
    display_name: d.display_name,
    role_claim: d.role_claim.trim() || null,
    role_map: Object.fromEntries(
      d.rules.filter((r) => r.value.trim()).map((r) => [r.value.trim(), r.roles] as const),
    ),
    default_roles: d.default_roles,
    email_domains: d.email_domains.split(/[\s,]+/).filter(Boolean),
  };
}

type Checked<T> = { ok: true; body: T } | { ok: false; error: string };

function check<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): Checked<T> {
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? 'Check the form' };
}

export function oidcBody(d: SsoDraft): Checked<OidcSettingsUpdate> {
  return check(
    OidcSettingsUpdateSchema.safeParse({
      ...common(d),
      issuer: d.issuer.trim(),
      client_id: d.client_id,
      ...(d.client_secret ? { client_secret: d.client_secret } : {}),
    }),
  );
}

export function samlBody(d: SsoDraft): Checked<SamlSettingsUpdate> {
  return check(SamlSettingsUpdateSchema.safeParse({ ...common(d), idp_metadata: d.idp_metadata }));
}
