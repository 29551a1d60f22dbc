import { PasswordSchema } from '@wilco/shared';
import { useState } from 'react';

/**
 * docs/product/shell-and-accounts.md, "Password", verbatim (the first two come from the shared
 * PasswordSchema).
 */
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be more than 8 characters';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

export type NewPasswordValues = { password: string; confirm: string };
export type NewPasswordField = keyof NewPasswordValues;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;

function ruleError(value: string): string | undefined {
  const result = PasswordSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** New password: required, 9+ characters. Confirm: the same rules, and equal to the new one. */
export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const passwordError = ruleError(password);
  if (passwordError) errors.password = passwordError;
  const confirmError = ruleError(confirm) ?? (confirm !== password ? PASSWORDS_DIFFER_MESSAGE : undefined);
  if (confirmError) errors.confirm = confirmError;
  return errors;
}

const EMPTY: NewPasswordValues = { password: '', confirm: '' };

/**
 * Form state for choosing a password. A field's message shows once the user has left it,
 * and follows every keystroke from then on; `isValid` drives the disabled Save button.
 */
export function useNewPasswordForm() {
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<NewPasswordField, boolean>>>({});
  const errors = validateNewPassword(values);

  const fieldProps = (field: NewPasswordField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: Boolean(touched[field] && errors[field]),
    helperText: touched[field] ? errors[field] : undefined,
  });

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
  };

  return { values, isValid: Object.keys(errors).length === 0, fieldProps, reset };
}

export type NewPasswordForm = ReturnType<typeof useNewPasswordForm>;
