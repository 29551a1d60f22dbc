import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { CurrentPasswordField, useCurrentPassword } from '../../../components/forms/current-password-field';
import { notify } from '../../../lib/notifications';
import { useDisableMfa } from '../api/disable-mfa';
import { useMfaStatus } from '../api/get-mfa-status';
import { MFA_CODE_HINT, MFA_CODE_PATTERN, MfaCodeField, normaliseMfaCode } from './mfa-code-field';
import { MfaEnrollment } from './mfa-enrollment';

function statusText(enabled: boolean, required: boolean): string {
  if (enabled && required) return 'On. Your administrator requires it.';
  if (enabled) return 'On. Sign-in asks for a code from your authenticator app.';
  return 'Off. Add a code from an authenticator app to every sign-in.';
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const disable = useDisableMfa();
  const [code, setCode] = useState('');
  const password = useCurrentPassword();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normaliseMfaCode(code);
    const hasPassword = password.check();
    if (!MFA_CODE_PATTERN.test(value)) setError(MFA_CODE_HINT);
    if (!hasPassword || !MFA_CODE_PATTERN.test(value)) return;
    disable.mutate(
      { code: value, current_password: password.value },
      {
        onSuccess: () => {
          notify({ message: 'Two-factor authentication is off.', color: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-label="Turn off two-factor">
      <CurrentPasswordField {...password.fieldProps} disabled={disable.isPending} autoFocus />
      <MfaCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        disabled={disable.isPending}
      />
      <Stack direction="row" spacing={1.5}>
        <Button onClick={onDone} disabled={disable.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={disable.isPending}>
          Turn off
        </Button>
      </Stack>
    </Stack>
  );
}

/** Two-factor sign-in: its state, set-up when off, and turning it off when not required. */
export function TwoFactorSection({ hasPassword }: { hasPassword: boolean }) {
  const status = useMfaStatus();
  // Unique per instance: the /User page and the Account Settings dialog can both be open.
  const headingId = useId();
  const [isTurningOff, setIsTurningOff] = useState(false);
  const { enabled = false, required = false } = status.data ?? {};

  return (
    <Stack spacing={1.5} aria-labelledby={headingId} component="section">
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Two-factor authentication
      </Typography>
      {!hasPassword ? (
        // Setting it up starts with the password (docs/product/shell-and-accounts.md, "Two-factor sign-in").
        <Typography color="text.secondary">
          Your organisation&apos;s sign-in asks for any second factor; there is nothing to set up here.
        </Typography>
      ) : status.isPending ? (
        <Skeleton width={240} role="progressbar" aria-label="Loading two-factor status" />
      ) : (
        <Typography color="text.secondary">{statusText(enabled, required)}</Typography>
      )}
      {hasPassword && status.data && !enabled ? <MfaEnrollment /> : null}
      {enabled && !required && !isTurningOff ? (
        <Button variant="outlined" onClick={() => setIsTurningOff(true)} sx={{ alignSelf: 'flex-start' }}>
          Turn off
        </Button>
      ) : null}
      {enabled && !required && isTurningOff ? <TurnOff onDone={() => setIsTurningOff(false)} /> : null}
    </Stack>
  );
}
