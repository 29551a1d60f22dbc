import type { SsoProvider } from '@wilco/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PlainAlert, PlainButton, PlainDivider, PlainLinkButton } from '../../../components/plain/controls';
import { PlainTextField } from '../../../components/plain/text-field';
import { useSsoProviders } from '../api/sso';
import { signInErrorText } from './error-text';

export const TENANT_PARAM = 'tenant';
export const NO_PROVIDER = 'Your organisation has no single sign-on here. Sign in with your password.';

/**
 * "Sign in with {provider}" beside the password form (docs/product/shell-and-accounts.md, "Single sign-on"):
 * the tenant is chosen by a work email's domain or a tenant code (`?tenant=` in the address picks it).
 * Plain elements, as the sign-in page loads no MUI (decision 036).
 */
export function SsoSignIn() {
  const [params] = useSearchParams();
  const fromAddress = params.get(TENANT_PARAM) ?? '';
  const [lookup, setLookup] = useState(fromAddress);
  const providers = useSsoProviders();
  const { mutate } = providers;

  useEffect(() => {
    if (fromAddress) mutate(fromAddress);
  }, [fromAddress, mutate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.trim()) providers.mutate(lookup);
  };
  const found: SsoProvider[] = providers.data ?? [];

  return (
    <div className="w-stack w-gap-16">
      <PlainDivider>or</PlainDivider>
      {found.length > 0 ? (
        <div className="w-stack w-gap-12">
          {found.map((p) => (
            <PlainLinkButton
              key={`${p.tenant}-${p.protocol}`}
              variant="outlined"
              size="large"
              href={p.login_url}
            >
              {`Sign in with ${p.display_name}`}
            </PlainLinkButton>
          ))}
        </div>
      ) : (
        <form className="w-stack w-gap-12" noValidate onSubmit={onSubmit} aria-label="Single sign-on">
          {/* Not "Email": that label belongs to the password form (and its e2e look-ups). */}
          <PlainTextField
            label="Organisation: work e-mail or code"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            autoComplete="email"
            size="small"
          />
          <PlainButton
            type="submit"
            variant="outlined"
            loading={providers.isPending}
            disabled={!lookup.trim()}
          >
            Continue with single sign-on
          </PlainButton>
        </form>
      )}
      {providers.isError ? (
        <PlainAlert severity="error">{signInErrorText(providers.error)}</PlainAlert>
      ) : null}
      {providers.isSuccess && found.length === 0 ? (
        <PlainAlert severity="info">{NO_PROVIDER}</PlainAlert>
      ) : null}
    </div>
  );
}
