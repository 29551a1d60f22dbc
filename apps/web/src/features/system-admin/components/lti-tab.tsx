import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LtiPlatformInputSchema, type LtiPlatform } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useAddLtiPlatform, useLtiPlatforms, useRemoveLtiPlatform } from '../api/lti-platforms';
import { ActionDialog } from './action-dialog';
import { TableSkeleton } from './table/table-skeleton';

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'issuer', label: 'Issuer' },
  { name: 'client_id', label: 'Client ID' },
  { name: 'deployment_ids', label: 'Deployment IDs', hint: 'Separate several with commas' },
  { name: 'auth_login_url', label: 'Auth login URL' },
  { name: 'token_url', label: 'Token URL' },
  { name: 'jwks_url', label: 'Key set URL' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as Record<FieldName, string>;

/**
 * docs/product/integrations.md, "Platforms": the tenant's LTI 1.3 platforms, and the URLs to give
 * each platform when registering Wilco there.
 */
export function LtiTab() {
  const platforms = useLtiPlatforms();
  const add = useAddLtiPlatform();
  const remove = useRemoveLtiPlatform();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // Removing a registration drops its launches, its users' links and its unsent grades: confirm first.
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);
  const origin = window.location.origin;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LtiPlatformInputSchema.safeParse({
      ...values,
      deployment_ids: values.deployment_ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          Register Wilco in your learning management system with
        </Typography>
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          <div>Login URL: {origin}/lti/login</div>
          <div>Launch / redirect URL: {origin}/lti/launch</div>
          <div>Key set URL: {origin}/lti/jwks</div>
        </Typography>
      </Paper>
      {platforms.isPending ? (
        <TableSkeleton label="Loading LTI platforms" columns={2} />
      ) : platforms.error ? (
        <LoadError what="LTI platforms" error={platforms.error} onRetry={() => void platforms.refetch()} />
      ) : (
        <List aria-label="LTI platforms" component={Paper} variant="outlined">
          {platforms.data?.length === 0 ? (
            <ListItem>
              <ListItemText primary="No platform registered yet." />
            </ListItem>
          ) : null}
          {platforms.data?.map((p) => (
            <ListItem
              key={p.platform_id}
              secondaryAction={
                // Set by LTI_PLATFORMS: removing it here would last until the next start only.
                p.from_environment ? null : (
                  <Button
                    color="error"
                    aria-label={`Remove ${p.name || p.issuer}`}
                    onClick={() => {
                      remove.reset();
                      setRemoving(p);
                    }}
                  >
                    Remove
                  </Button>
                )
              }
            >
              <ListItemText
                primary={p.name || p.issuer}
                secondary={`${p.issuer} · client ${p.client_id} · deployments ${p.deployment_ids.join(', ')}${
                  p.from_environment ? " · set by the server's environment: change it there" : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ActionDialog
        open={removing !== null}
        title={`Remove ${removing?.name || removing?.issuer || ''}`}
        text="Launches from this platform stop working. Its learners keep their Wilco accounts and history, but their link to the platform and any grades not yet sent go with it."
        confirmLabel="Remove"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => {
          if (removing) remove.mutate(removing.platform_id, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
      <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label="Add an LTI platform" noValidate>
        <Typography variant="subtitle1" component="h2">
          Add a platform
        </Typography>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            size="small"
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name] ?? ('hint' in f ? f.hint : undefined)}
          />
        ))}
        {add.error ? <Alert severity="error">{add.error.message}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add platform
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
