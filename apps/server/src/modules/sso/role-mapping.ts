/**
 * docs/product/administration.md, "Single sign-on": the IdP's groups or role values, read from one
 * claim (OIDC) or attribute (SAML), become Wilco roles through the tenant's rules at every sign-in.
 */

/** The values of a claim: a string, a list of strings, or a space/comma separated string. */
export function claimValues(source: Record<string, unknown>, name: string | null): string[] {
  if (!name) return [];
  const value = source[name];
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .flatMap((v) => String(v).split(/[,\s]+/))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The union of the roles every matching rule grants (values compared without case), or the
 * defaults when none matches. An empty result means the IdP gave this person no Wilco role.
 */
export function mapRoles(values: string[], rules: Record<string, string[]>, defaults: string[]): string[] {
  const byKey = new Map(Object.entries(rules).map(([k, v]) => [k.toLowerCase(), v]));
  const granted = new Set(values.flatMap((v) => byKey.get(v.toLowerCase()) ?? []));
  return granted.size > 0 ? [...granted].sort() : [...new Set(defaults)].sort();
}
