import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { SsoProvider } from '@wilco/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LightTextField } from '../../../components/forms/light-text-field';
import { useSsoProviders } from '../api/sso';
import { signInErrorText } from './error-text';

export const TENANT_PARAM = 'tenant';
export const NO_PROVIDER = 'Your organisation has no single sign-on here. Sign in with your password.';

/**
 * "Sign in with {provider}" beside the password form (docs/product/shell-and-accounts.md, "Single sign-on"):
 * the tenant is chosen by a work email's domain or a tenant code (`?tenant=` in the address picks it).
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
    <Stack spacing={2}>
      <Divider>or</Divider>
      {found.length > 0 ? (
        <Stack spacing={1.5}>
          {found.map((p) => (
            <Button key={`${p.tenant}-${p.protocol}`} variant="outlined" size="large" href={p.login_url}>
              {`Sign in with ${p.display_name}`}
            </Button>
          ))}
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-label="Single sign-on">
          {/* Not "Email": that label belongs to the password form (and its e2e look-ups). */}
          <LightTextField
            label="Organisation: work e-mail or code"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            autoComplete="email"
            size="small"
          />
          <Button type="submit" variant="outlined" loading={providers.isPending} disabled={!lookup.trim()}>
            Continue with single sign-on
          </Button>
        </Stack>
      )}
      {providers.isError ? <Alert severity="error">{signInErrorText(providers.error)}</Alert> : null}
      {providers.isSuccess && found.length === 0 ? <Alert severity="info">{NO_PROVIDER}</Alert> : null}
    </Stack>
  );
}
