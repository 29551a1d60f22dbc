import LoginIcon from '@mui/icons-material/Login';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { LightTextField } from '../../../components/forms/light-text-field';
import type { LoginBody } from '@wilco/shared';
import { authSchema } from '../api/auth-schema';

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

type CredentialsFormProps = {
  onSubmit: (values: LoginBody) => void;
  isSubmitting: boolean;
  error: string | null;
};

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
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      spacing={2.5}
      aria-label="Sign in"
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <LightTextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        fullWidth
        value={values.email}
        onChange={onChange('email')}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        inputProps={{ inputMode: 'email', spellCheck: false }}
      />
      <LightTextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={values.password}
        onChange={onChange('password')}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((v) => !v)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        loadingPosition="start"
        startIcon={<LoginIcon />}
      >
        Sign in
      </Button>
    </Stack>
  );
}
