import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/ui/load-error';
import { useSsoSettings } from '../api/sso-settings';
import { SsoCard } from './sso-card';
import { TableSkeleton } from './table/table-skeleton';

/**
 * The lazily loaded single sign-on cards (docs/product/administration.md, "Single sign-on"): the addresses
 * to register at the identity provider, then one card per protocol.
 */
export default function SsoTab() {
  const settings = useSsoSettings();
  if (settings.isPending) return <TableSkeleton label="Loading single sign-on" columns={1} />;
  if (!settings.data) {
    return <LoadError what="single sign-on" error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  const s = settings.data;
  const key = JSON.stringify(s);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Register these at your identity provider
        </Typography>
        <Stack
          component="dl"
          spacing={0.5}
          sx={{ m: 0, '& dd': { m: 0, mb: 1, fontFamily: 'monospace', wordBreak: 'break-all' } }}
        >
          <dt>OIDC redirect URI</dt>
          <dd>{s.redirect_uri}</dd>
          <dt>SAML assertion consumer service</dt>
          <dd>{s.acs_url}</dd>
          <dt>SAML entity id and metadata</dt>
          <dd>{s.metadata_url}</dd>
        </Stack>
      </Paper>
      <SsoCard key={`oidc-${key}`} protocol="oidc" settings={s} />
      <SsoCard key={`saml-${key}`} protocol="saml" settings={s} />
    </Stack>
  );
}
