import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CurrentUser } from '@wilco/shared';
import { useState } from 'react';
import { needsMfaEnrollment } from '../utils/mfa-required';
import { MfaEnrollment } from './mfa-enrollment';

type ForcedMfaDialogProps = { user: CurrentUser | undefined; onSignOut: () => Promise<void> };

/** Blocking: no close control, Escape and the backdrop do nothing; logging out is the only way out. */
export function ForcedMfaDialog({ user, onSignOut }: ForcedMfaDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setIsSigningOut(false);
    }
  };

  return (
    <Dialog
      open={needsMfaEnrollment(user)}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="forced-mfa-title"
      aria-describedby="forced-mfa-text"
    >
      <DialogTitle id="forced-mfa-title">Set up two-factor authentication</DialogTitle>
      <DialogContent>
        <DialogContentText id="forced-mfa-text" sx={{ mb: 2 }}>
          Your administrator requires a code from an authenticator app at every sign-in. Set it up to
          continue.
        </DialogContentText>
        <MfaEnrollment />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()} loading={isSigningOut}>
          Log out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
