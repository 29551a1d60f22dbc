import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoSettings } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notifications';
import { ActionDialog } from './action-dialog';
import { useSaveSsoSettings } from '../api/sso-settings';
import { oidcBody, samlBody, SSO_ROLES, toSsoDraft, type SsoDraft } from '../utils/sso-draft';
import { RoleMapEditor } from './role-map-editor';

export const SSO_SAVED = 'Single sign-on saved.';
export const SSO_REMOVED = 'Single sign-on removed.';
const TITLES = { oidc: 'OpenID Connect', saml: 'SAML 2.0' } as const;

type Props = { protocol: 'oidc' | 'saml'; settings: SsoSettings };

/** One provider of the tenant (docs/product/administration.md, "Single sign-on"): set up, change, remove. */
export function SsoCard({ protocol, settings }: Props) {
  const card = settings[protocol];
  const [draft, setDraft] = useState<SsoDraft>(() => toSsoDraft(card, protocol));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSsoSettings();
  const readOnly = Boolean(card?.from_environment);
  const set = (patch: Partial<SsoDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const saved = { onSuccess: () => notify({ message: SSO_SAVED, color: 'success' }) };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Checked here with the server's own schema, so a mistake is said before anything is sent.
    if (protocol === 'oidc') {
      const oidc = oidcBody(draft);
      setError(oidc.ok ? null : oidc.error);
      if (oidc.ok) save.mutate({ protocol, body: oidc.body }, saved);
    } else {
      const saml = samlBody(draft);
      setError(saml.ok ? null : saml.error);
      if (saml.ok) save.mutate({ protocol, body: saml.body }, saved);
    }
  };
  // Removing locks out everyone who signs in through this provider: confirm first.
  const [confirming, setConfirming] = useState(false);
  const onRemove = () =>
    save.mutate(
      { protocol, remove: true },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({ message: SSO_REMOVED, color: 'success' });
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={TITLES[protocol]}>
        <Typography variant="h6" component="h2">
          {TITLES[protocol]}
        </Typography>
        {readOnly ? (
          <Alert severity="info">Set by the server&apos;s environment: change it there.</Alert>
        ) : null}
        <FormControlLabel
          control={<Switch checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
          label="Offer this sign-in"
          disabled={readOnly}
        />
        <TextField
          label="Provider name"
          helperText="Shown on the sign-in page: “Sign in with {name}”."
          value={draft.display_name}
          onChange={(e) => set({ display_name: e.target.value })}
          disabled={readOnly}
        />
        {protocol === 'oidc' ? (
          <>
            <TextField
              label="Issuer URL"
              value={draft.issuer}
              onChange={(e) => set({ issuer: e.target.value })}
              disabled={readOnly}
            />
            <TextField
              label="Client id"
              value={draft.client_id}
              onChange={(e) => set({ client_id: e.target.value })}
              disabled={readOnly}
            />
            <TextField
              label="Client secret"
              type="password"
              autoComplete="new-password"
              value={draft.client_secret}
              onChange={(e) => set({ client_secret: e.target.value })}
              helperText={
                card && 'has_client_secret' in card && card.has_client_secret
                  ? 'A secret is stored; leave empty to keep it.'
                  : 'Leave empty for a public client.'
              }
              disabled={readOnly}
            />
          </>
        ) : (
          <TextField
            label="Identity provider metadata (XML)"
            multiline
            minRows={4}
            value={draft.idp_metadata}
            onChange={(e) => set({ idp_metadata: e.target.value })}
            helperText={
              card && 'idp_entity_id' in card
                ? `Stored: ${card.idp_entity_id}. Paste new metadata to replace it.`
                : "Paste the identity provider's metadata."
            }
            disabled={readOnly}
          />
        )}
        <TextField
          label={protocol === 'oidc' ? 'Role claim' : 'Role attribute'}
          helperText="Where the identity provider puts the person's groups or roles."
          value={draft.role_claim}
          onChange={(e) => set({ role_claim: e.target.value })}
          disabled={readOnly}
        />
        <RoleMapEditor rules={draft.rules} onChange={(rules) => set({ rules })} disabled={readOnly} />
        <FormGroup>
          <FormLabel>Default roles (when no rule matches; none refuses the sign-in)</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {SSO_ROLES.map((role) => (
              <FormControlLabel
                key={role}
                label={role}
                disabled={readOnly}
                control={
                  <Checkbox
                    checked={draft.default_roles.includes(role)}
                    onChange={(e) =>
                      set({
                        default_roles: e.target.checked
                          ? [...draft.default_roles, role]
                          : draft.default_roles.filter((r) => r !== role),
                      })
                    }
                  />
                }
              />
            ))}
          </Stack>
        </FormGroup>
        <TextField
          label="Email domains"
          helperText="People whose work email ends in one of these are offered this sign-in (e.g. example.com)."
          value={draft.email_domains}
          onChange={(e) => set({ email_domains: e.target.value })}
          disabled={readOnly}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        {readOnly ? null : (
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {card ? 'Save' : 'Set up'}
            </Button>
            {card ? (
              <Button color="error" onClick={() => setConfirming(true)} disabled={save.isPending}>
                Remove
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
      <ActionDialog
        open={confirming}
        title={`Remove ${card?.display_name || TITLES[protocol]}`}
        text={`People of this organisation can no longer sign in with ${card?.display_name || TITLES[protocol]}; accounts without a password have no other way in until it is set up again. These settings, the role rules and any stored secret are deleted.`}
        confirmLabel="Remove"
        isPending={save.isPending}
        error={null}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
