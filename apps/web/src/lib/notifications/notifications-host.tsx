import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { notificationCodeText, useNotificationStore } from './notification-store';

/** Shows queued notifications one at a time (docs/product/shell-and-accounts.md, "Notifications"). */
export function NotificationsHost() {
  const current = useNotificationStore((state) => state.queue[0]);
  const hideNotification = useNotificationStore((state) => state.hideNotification);

  if (!current) return null;

  const onClose = (_event?: SyntheticEvent | Event, reason?: string) => {
    // A click elsewhere must not dismiss an error before it could be read.
    if (reason === 'clickaway') return;
    hideNotification(current.id);
  };
  const codeText = notificationCodeText(current);
  const isError = current.color === 'error';

  // A portal on <body>: an open dialog hides the app root from assistive technology, and a
  // notification raised from inside a dialog must still be announced.
  return (
    <Portal>
      <Snackbar
        key={current.id}
        open
        autoHideDuration={current.timeout}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={onClose}
          severity={current.color}
          variant="filled"
          role={isError ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {codeText ? <AlertTitle>{codeText}</AlertTitle> : null}
          {current.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
