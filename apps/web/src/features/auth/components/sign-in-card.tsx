import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { WilcoLogo } from '../../../components/ui/wilco-logo';
import type { LoginBody } from '@wilco/shared';
import { isMfaChallenge, useLogin } from '../api/login';
import { useVerifyMfa } from '../api/verify-mfa';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CredentialsForm } from './credentials-form';
import { signInErrorText } from './error-text';
import { MfaForm } from './mfa-form';

/** `notice`: a confirmation to show above the form (e.g. the password was just changed). */
export function SignInCard({ notice = null }: { notice?: string | null }) {
  const login = useLogin();
  const verify = useVerifyMfa();
  const completeSignIn = useCompleteSignIn();
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const onCredentials = (values: LoginBody) =>
    login.mutate(values, {
      onSuccess: (response) =>
        isMfaChallenge(response) ? setMfaToken(response.mfa_token) : void completeSignIn(response),
    });

  const onCode = (code: string) => {
    if (!mfaToken) return;
    verify.mutate({ mfa_token: mfaToken, code }, { onSuccess: (tokens) => void completeSignIn(tokens) });
  };

  const onCancelMfa = () => {
    setMfaToken(null);
    login.reset();
    verify.reset();
  };

  return (
    <Paper elevation={0} variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Stack spacing={3}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <WilcoLogo height={44} sx={{ color: 'primary.main' }} />
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
            {mfaToken ? 'Verify it’s you' : 'Sign in to Wilco'}
          </Typography>
          {mfaToken ? null : (
            <Typography color="text.secondary">
              Prepare for your exams and radio calls with an AI examiner.
            </Typography>
          )}
        </Stack>
        {notice && !mfaToken ? (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        ) : null}
        {mfaToken ? (
          <MfaForm
            onSubmit={onCode}
            onCancel={onCancelMfa}
            isSubmitting={verify.isPending}
            error={verify.error ? signInErrorText(verify.error) : null}
          />
        ) : (
          <CredentialsForm
            onSubmit={onCredentials}
            isSubmitting={login.isPending}
            error={login.error ? signInErrorText(login.error) : null}
          />
        )}
      </Stack>
    </Paper>
  );
}
