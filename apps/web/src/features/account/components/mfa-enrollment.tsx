import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CurrentPasswordField, useCurrentPassword } from '../../../components/forms/current-password-field';
import { notify } from '../../../lib/notifications';
import { useConfirmMfaEnrollment } from '../api/confirm-mfa-enrollment';
import { useStartMfaEnrollment } from '../api/start-mfa-enrollment';
import { MFA_CODE_HINT, MFA_CODE_PATTERN, MfaCodeField, normaliseMfaCode } from './mfa-code-field';

export const MFA_ENABLED_MESSAGE = 'Two-factor authentication is on.';

async function copyKey(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    notify({ message: 'Key copied.', color: 'success' });
  } catch {
    notify({ message: 'Could not copy the key. Select it and copy it by hand.', color: 'warning' });
  }
}

/** TOTP set-up: start, scan the QR code (or type the key), confirm with a first code. */
export function MfaEnrollment({ onEnrolled }: { onEnrolled?: () => void }) {
  const start = useStartMfaEnrollment();
  const confirm = useConfirmMfaEnrollment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const password = useCurrentPassword();

  if (!start.data && !asking) {
    return (
      <Button variant="outlined" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
        Set up two-factor authentication
      </Button>
    );
  }
  if (!start.data) {
    // docs/product/shell-and-accounts.md, "Account security changes": set-up starts with the password.
    const onStart = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (password.check()) start.mutate(password.value);
    };
    return (
      <Stack component="form" noValidate onSubmit={onStart} spacing={1.5} aria-label="Confirm it is you">
        <Typography variant="body2">Enter your password to set up two-factor authentication.</Typography>
        <CurrentPasswordField {...password.fieldProps} disabled={start.isPending} autoFocus />
        <Stack direction="row" spacing={1.5}>
          <Button onClick={() => setAsking(false)} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={start.isPending}>
            Continue
          </Button>
        </Stack>
      </Stack>
    );
  }

  const { secret, qr_data_url: qrDataUrl } = start.data;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normaliseMfaCode(code);
    if (!MFA_CODE_PATTERN.test(value)) {
      setCodeError(MFA_CODE_HINT);
      return;
    }
    confirm.mutate(value, {
      onSuccess: () => {
        notify({ message: MFA_ENABLED_MESSAGE, color: 'success' });
        onEnrolled?.();
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-label="Two-factor set-up">
      <Typography variant="body2">
        1. Scan this code with an authenticator app (for example Aegis, Google Authenticator or 1Password).
      </Typography>
      <Box
        component="img"
        src={qrDataUrl}
        alt="QR code to add Wilco to your authenticator app"
        sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2">Or enter this key in the app:</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="code"
          aria-label="Set-up key"
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', letterSpacing: 1 }}
        >
          {secret}
        </Box>
        <Tooltip title="Copy key">
          <IconButton aria-label="Copy key" onClick={() => void copyKey(secret)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2">2. Enter the code the app shows:</Typography>
      <MfaCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(null);
        }}
        error={codeError}
        disabled={confirm.isPending}
      />
      <Button type="submit" variant="contained" loading={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
        Turn on two-factor authentication
      </Button>
    </Stack>
  );
}
