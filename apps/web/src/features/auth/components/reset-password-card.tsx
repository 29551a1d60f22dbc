import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { AppThemeProvider } from '../../../components/theme/app-theme-provider';
import { WilcoLogo } from '../../../components/ui/wilco-logo';
import { useNewPasswordForm } from '../../../lib/forms/new-password';
import { useResetPassword } from '../api/reset-password';
import { signInErrorText } from './error-text';

type ResetPasswordCardProps = { token: string; onDone: () => void; onCancel: () => void };

/**
 * The page an emailed reset link (`/?reset_token=…`) opens: choose a new password. It brings MUI's
 * theme with it, as the sign-in page around it has none (decision 036).
 */
export function ResetPasswordCard({ token, onDone, onCancel }: ResetPasswordCardProps) {
  const form = useNewPasswordForm();
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid) return;
    reset.mutate({ token, password: form.values.password }, { onSuccess: onDone });
  };

  return (
    <AppThemeProvider>
      <Paper elevation={0} variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Stack spacing={3}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <WilcoLogo height={44} className="w-primary" />
            <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
              Choose a new password
            </Typography>
            <Typography color="text.secondary">Use at least 9 characters.</Typography>
          </Stack>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            spacing={2.5}
            aria-label="Choose a new password"
          >
            {reset.error ? <Alert severity="error">{signInErrorText(reset.error)}</Alert> : null}
            <NewPasswordFields form={form} disabled={reset.isPending} autoFocus />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!form.isValid}
              loading={reset.isPending}
            >
              Save password
            </Button>
            <Button variant="text" onClick={onCancel} disabled={reset.isPending}>
              Back to sign in
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </AppThemeProvider>
  );
}
