import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import {
  AccountRoles,
  ChangePasswordSection,
  ExamDateSection,
  IdentityFields,
  TwoFactorSection,
} from '../../features/account';
import { PASSWORD_CHANGED_NOTICE, useSignOut } from '../../features/auth';
import { TrialStatus } from '../../features/subscription';
import { useCurrentUser } from '../../lib/auth/current-user';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

/** /User: the signed-in user's account as a page (docs/product/shell-and-accounts.md, "Account settings"). */
export function UserPage() {
  const { data: user, error, refetch } = useCurrentUser();
  const signOut = useSignOut();
  // docs/product/shell-and-accounts.md, "Sign-in and sessions": the server ended every session; this tab
  // signs out and says why.
  const onPasswordChanged = () =>
    void signOut({ notice: { message: PASSWORD_CHANGED_NOTICE, color: 'success', timeout: 8_000 } });

  return (
    <>
      <PageHeader title="Your account" subtitle="Your details, exam date and sign-in security." />
      {user ? (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Section title="Profile">
            <IdentityFields user={user} />
            <AccountRoles user={user} />
            <TrialStatus user={user} />
          </Section>
          <Section title="Exam preparation">
            <ExamDateSection user={user} />
          </Section>
          <Section title="Sign-in and security">
            <ChangePasswordSection
              onPasswordChanged={onPasswordChanged}
              hasPassword={user.db_user.has_password}
            />
            <TwoFactorSection hasPassword={user.db_user.has_password} />
          </Section>
        </Stack>
      ) : error ? (
        <LoadError what="your account" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 720 }} aria-busy aria-label="Loading your account">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
    </>
  );
}

export { UserPage as Component };
