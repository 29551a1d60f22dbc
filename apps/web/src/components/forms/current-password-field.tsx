import TextField from '@mui/material/TextField';
import { useState } from 'react';

type CurrentPasswordFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * The password the user signs in with now, asked again before an account security change
 * (docs/product/shell-and-accounts.md, "Account security changes").
 */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  disabled,
  autoFocus,
}: CurrentPasswordFieldProps) {
  return (
    <TextField
      label="Current password"
      type="password"
      name="current-password"
      autoComplete="current-password"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password';

/** The field's value and message: `check()` says whether there is a password and shows the message if not. */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    check(): boolean {
      if (!value) setError(CURRENT_PASSWORD_NEEDED);
      return Boolean(value);
    },
    reset() {
      setValue('');
      setError(null);
    },
    fieldProps: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
  };
}
