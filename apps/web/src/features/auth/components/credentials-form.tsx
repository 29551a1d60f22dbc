import { useState, type FormEvent } from 'react';
import { PlainAlert, PlainButton } from '../../../components/plain/controls';
import { PlainIcon } from '../../../components/plain/icons';
import { PlainTextField } from '../../../components/plain/text-field';
import type { LoginBody } from '@wilco/shared';
import { authSchema } from '../api/auth-schema';

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

type CredentialsFormProps = {
  onSubmit: (values: LoginBody) => void;
  isSubmitting: boolean;
  error: string | null;
};

/** The password form; plain elements, as the sign-in page loads no MUI (decision 036). */
export function CredentialsForm({ onSubmit, isSubmitting, error }: CredentialsFormProps) {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);

  const onChange = (field: keyof LoginBody) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const LoginBodySchema = await authSchema('LoginBodySchema')();
    const parsed = LoginBodySchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginBody;
        errors[field] ??= issue.message;
      }
      // An empty field is missing rather than malformed; say so.
      if (!values.email.trim()) errors.email = 'Email is required';
      setFieldErrors(errors);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form
      className="w-stack w-gap-20"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Sign in"
    >
      {error ? <PlainAlert severity="error">{error}</PlainAlert> : null}
      <PlainTextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={onChange('email')}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        inputMode="email"
        spellCheck={false}
      />
      <PlainTextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange('password')}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        endAdornment={
          <button
            type="button"
            className="w-icon-button"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            onClick={() => setShowPassword((v) => !v)}
          >
            <PlainIcon name={showPassword ? 'visibilityOff' : 'visibility'} />
          </button>
        }
      />
      <PlainButton type="submit" variant="contained" size="large" loading={isSubmitting} startIcon="login">
        Sign in
      </PlainButton>
    </form>
  );
}
