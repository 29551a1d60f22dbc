import { useEffect, useRef, useState } from 'react';
import { PlainAlert } from '../../../components/plain/controls';
import { WilcoLogo } from '../../../components/ui/wilco-logo';
import type { LoginBody } from '@wilco/shared';
import { isMfaChallenge, useLogin } from '../api/login';
import { useRedeemSsoCode } from '../api/sso';
import { useVerifyMfa } from '../api/verify-mfa';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSsoReturn } from '../hooks/use-sso-return';
import { CredentialsForm } from './credentials-form';
import { signInErrorText } from './error-text';
import { MfaForm } from './mfa-form';
import { SsoSignIn } from './sso-sign-in';

/**
 * `notice`: a confirmation to show above the form (e.g. the password was just changed). Plain
 * elements with MUI's look (components/plain/plain.css): the sign-in page loads no MUI (decision 036).
 */
export function SignInCard({ notice = null }: { notice?: string | null }) {
  const login = useLogin();
  const verify = useVerifyMfa();
  const completeSignIn = useCompleteSignIn();
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const ssoReturn = useSsoReturn();
  const redeem = useRedeemSsoCode();
  const { mutate: redeemCode } = redeem;
  // A code works once; StrictMode's second effect run must not spend it again.
  const redeemed = useRef(false);

  // A finished single sign-on came back with a one-time code: trade it for the session.
  useEffect(() => {
    if (!ssoReturn || !('code' in ssoReturn) || redeemed.current) return;
    redeemed.current = true;
    redeemCode(ssoReturn.code, {
      onSuccess: (response) =>
        isMfaChallenge(response) ? setMfaToken(response.mfa_token) : void completeSignIn(response),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned code
  }, [ssoReturn, redeemCode]);
  const ssoError =
    ssoReturn && 'error' in ssoReturn ? ssoReturn.error : redeem.error ? signInErrorText(redeem.error) : null;

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
    <div className="w-card">
      <div className="w-stack w-gap-24">
        <div className="w-stack w-gap-12 w-center">
          <WilcoLogo height={44} className="w-primary" />
          <h1 className="w-title">{mfaToken ? 'Verify it’s you' : 'Sign in to Wilco'}</h1>
          {mfaToken ? null : (
            <p className="w-text-secondary">Prepare for your exams and radio calls with an AI examiner.</p>
          )}
        </div>
        {notice && !mfaToken ? (
          <PlainAlert severity="success" role="status">
            {notice}
          </PlainAlert>
        ) : null}
        {ssoError && !mfaToken ? (
          <PlainAlert severity="error">{`Single sign-on failed: ${ssoError}`}</PlainAlert>
        ) : null}
        {mfaToken ? (
          <MfaForm
            onSubmit={onCode}
            onCancel={onCancelMfa}
            isSubmitting={verify.isPending}
            error={verify.error ? signInErrorText(verify.error) : null}
          />
        ) : (
          <>
            <CredentialsForm
              onSubmit={onCredentials}
              isSubmitting={login.isPending || redeem.isPending}
              error={login.error ? signInErrorText(login.error) : null}
            />
            <SsoSignIn />
          </>
        )}
      </div>
    </div>
  );
}
