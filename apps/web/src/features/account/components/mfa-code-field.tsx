import TextField from '@mui/material/TextField';

export const MFA_CODE_PATTERN = /^\d{6}$/;
export const MFA_CODE_HINT = 'Enter the 6-digit code from your authenticator app';

/** Strips the spaces some apps show inside the code ('123 456'). */
export function normaliseMfaCode(value: string): string {
  return value.replace(/\s/g, '');
}

type MfaCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function MfaCodeField({ value, onChange, error, disabled, autoFocus }: MfaCodeFieldProps) {
  return (
    <TextField
      label="6-digit code"
      name="code"
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      autoFocus={autoFocus}
      sx={{ maxWidth: 220 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
    />
  );
}
