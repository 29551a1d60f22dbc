import { useState, type FormEvent } from 'react';
import { PlainAlert, PlainButton } from '../../../components/plain/controls';
import { PlainTextField } from '../../../components/plain/text-field';

type MfaFormProps = {
  onSubmit: (code: string) => void;
  onCancel: () => void;
  isSubmitting: boolean;
  error: string | null;
};

const CODE_PATTERN = /^\d{6}$/;

/**
 * Second step when the account has multi-factor authentication
 * (docs/product/shell-and-accounts.md, "Signed-in user": user_mfas). Plain elements, as the sign-in
 * page loads no MUI (decision 036).
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
    <form className="w-stack w-gap-20" noValidate onSubmit={handleSubmit} aria-label="Verify sign-in">
      <p className="w-text-secondary">
        Your account uses two-step verification. Open your authenticator app for the current code.
      </p>
      {error ? <PlainAlert severity="error">{error}</PlainAlert> : null}
      <PlainTextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={7}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={isSubmitting}>
        Verify
      </PlainButton>
      <PlainButton variant="text" onClick={onCancel} disabled={isSubmitting}>
        Back to sign in
      </PlainButton>
    </form>
  );
}
