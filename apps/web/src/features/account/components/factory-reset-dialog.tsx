import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { notify } from '../../../lib/notifications';
import { useFactoryReset } from '../api/factory-reset';
import { useAccountDialog } from '../stores/account-dialog-store';

/** docs/product/shell-and-accounts.md, "Factory reset", verbatim. */
export const FACTORY_RESET_TEXT =
  'All question, quiz, and progress data throughout the app, along with the target exam date, will be reset to the initial empty state';

/**
 * On success the page data reloads, and both this dialog and account settings close
 * (docs/product/shell-and-accounts.md, "Factory reset"). `onReset` lets the shell reset client-side state
 * that lives outside the query cache.
 */
export function FactoryResetDialog({ onReset }: { onReset?: () => void }) {
  const isOpen = useAccountDialog((s) => s.isFactoryResetOpen);
  const setOpen = useAccountDialog((s) => s.setFactoryResetOpen);
  const closeSettings = useAccountDialog((s) => s.close);
  const reset = useFactoryReset();

  const onClose = () => {
    if (!reset.isPending) setOpen(false);
  };
  const onProceed = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        closeSettings();
        onReset?.();
        notify({ message: 'Factory reset complete.', color: 'success' });
      },
    });

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="factory-reset-title"
      aria-describedby="factory-reset-text"
    >
      <DialogTitle id="factory-reset-title">Factory Reset</DialogTitle>
      <DialogContent>
        <DialogContentText id="factory-reset-text">{FACTORY_RESET_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reset.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onProceed} loading={reset.isPending}>
          Proceed
        </Button>
      </DialogActions>
    </Dialog>
  );
}
