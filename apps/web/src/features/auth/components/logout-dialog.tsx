import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useSignOut } from '../hooks/use-sign-out';
import { useLogoutDialog } from '../stores/logout-dialog-store';

/**
 * docs/product/shell-and-accounts.md, "Logout": confirm, then server logout, then the login page (or the deep
 * link's target).
 */
export function LogoutDialog() {
  const { isOpen, title, text, variant, redirectTo, close } = useLogoutDialog();
  const signOut = useSignOut();
  const [isSigningOut, setIsSigningOut] = useState(false);
  // The store resets on close; keep showing what was asked while the dialog fades out.
  const [shown, setShown] = useState({ title, text, variant });
  if (isOpen && (shown.title !== title || shown.text !== text || shown.variant !== variant)) {
    setShown({ title, text, variant });
  }

  const onClose = () => {
    if (!isSigningOut) close();
  };
  const onYes = async () => {
    setIsSigningOut(true);
    try {
      await signOut({ redirectTo });
    } finally {
      setIsSigningOut(false);
      close();
    }
  };

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
    >
      <DialogTitle id="logout-dialog-title" sx={{ pr: 7 }}>
        {shown.title}
      </DialogTitle>
      {shown.variant === 'single' ? (
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={isSigningOut}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{shown.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {shown.variant === 'yes-no' ? (
          <Button onClick={onClose} disabled={isSigningOut} autoFocus>
            No
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={() => void onYes()}
          loading={isSigningOut}
          autoFocus={shown.variant === 'single'}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
