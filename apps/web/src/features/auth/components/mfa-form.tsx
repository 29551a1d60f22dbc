import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LightTextField } from '../../../components/forms/light-text-field';

type MfaFormProps = {
  onSubmit: (code: string) => void;
  onCancel: () => void;
  isSubmitting: boolean;
  error: string | null;
};

const CODE_PATTERN = /^\d{6}$/;

/**
 * Second step when the account has multi-factor authentication
 * (docs/product/shell-and-accounts.md, "Signed-in user": user_mfas).
 */
export function MfaForm({ onSubmit, onCancel, isSubmitting, error }: MfaFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(trimmed)) {
      setFieldError('Enter the 6-digit code from your authenticator app');
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Verify sign-in">
      <Typography color="text.secondary">
        Your account uses two-step verification. Open your authenticator app for the current code.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <LightTextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        required
        fullWidth
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 7 }}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        Verify
      </Button>
      <Button variant="text" onClick={onCancel} disabled={isSubmitting}>
        Back to sign in
      </Button>
    </Stack>
  );
}
