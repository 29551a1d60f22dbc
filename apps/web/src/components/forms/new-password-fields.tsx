import TextField from '@mui/material/TextField';
import type { NewPasswordForm } from '../../lib/forms/new-password';

type NewPasswordFieldsProps = { form: NewPasswordForm; disabled?: boolean; autoFocus?: boolean };

/**
 * New password and its confirmation, with their messages under each field
 * (docs/product/shell-and-accounts.md, "Password").
 */
export function NewPasswordFields({ form, disabled, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        {...form.fieldProps('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
        {...form.fieldProps('confirm')}
      />
    </>
  );
}
