import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RESET_TOKEN_PARAM } from '../hooks/use-reset-link-while-signed-in';
import { PASSWORD_CHANGED_NOTICE } from './notices';
import { SignInCard } from './sign-in-card';

// Only an emailed reset link needs it, and its password rules bring zod: loaded on demand
// (docs/product/shell-and-accounts.md, "Loading and reloads").
const ResetPasswordCard = lazy(() =>
  import('./reset-password-card').then((m) => ({ default: m.ResetPasswordCard })),
);

/** The login page: sign-in, or the emailed link's new-password form when `?reset_token=` is set. */
export function LoginPanel() {
  const [params, setParams] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM);
  const [notice, setNotice] = useState<string | null>(null);

  const leaveReset = (message: string | null) => {
    setNotice(message);
    // Keep the other parameters (e.g. developer=true during maintenance).
    setParams(
      (current) => {
        current.delete(RESET_TOKEN_PARAM);
        return current;
      },
      { replace: true },
    );
  };

  if (token) {
    return (
      <Suspense fallback={null}>
        <ResetPasswordCard
          token={token}
          onDone={() => leaveReset(PASSWORD_CHANGED_NOTICE)}
          onCancel={() => leaveReset(null)}
        />
      </Suspense>
    );
  }
  return <SignInCard notice={notice} />;
}
