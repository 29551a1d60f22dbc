import type * as AuthSchemas from '@wilco/shared/auth/auth.schemas';

type SchemaName = 'LoginResponseSchema' | 'TokenPairSchema' | 'LoginBodySchema';

/**
 * The sign-in page's schemas, imported when an answer arrives (or a form is sent) rather than with
 * the page: zod is not needed before the user acts (docs/product/shell-and-accounts.md, "Loading and
 * reloads").
 */
export function authSchema<N extends SchemaName>(name: N): () => Promise<(typeof AuthSchemas)[N]> {
  return () => import('@wilco/shared/auth/auth.schemas').then((m) => m[name]);
}

export const successSchema = () => import('@wilco/shared/users/users.schemas').then((m) => m.SuccessSchema);

/** The single sign-on look-up's answer (the look-up is the user's act, like the password form). */
export const ssoProvidersSchema = () =>
  import('@wilco/shared/sso/sso.schemas').then((m) => m.SsoProvidersSchema);
