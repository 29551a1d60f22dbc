/**
 * Set by the server with a refused sign-in's `#sso_error=…` redirect, for one minute; the sign-in
 * page shows the reason only while it is there, so a link to `/#sso_error=…` made by someone else
 * shows nothing (docs/product/shell-and-accounts.md, "Single sign-on"). Without zod: the sign-in
 * page reads it before anything else loads.
 */
export const SSO_REFUSED_COOKIE = 'wilco_sso_refused';
