/**
 * docs/product/shell-and-accounts.md, "Two-factor sign-in": a requirement (the user's or the
 * tenant's) binds accounts with a Wilco password only. Setting two-factor up starts with that
 * password, so an account that signs in through single sign-on or LTI would be locked out; its
 * identity provider or LMS answers for its second factor.
 */
export function requiresMfa(
  user: { mfa_required: boolean; password_hash: string | null },
  tenantRequires: boolean,
) {
  return user.password_hash !== null && (user.mfa_required || tenantRequires);
}
