import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ROLE } from '@wilco/shared';
import { hasRole, useCurrentUser } from '../../../lib/auth/current-user';
import { useAccountDialog } from '../stores/account-dialog-store';
import { ChangePasswordSection } from './change-password-section';
import { ExamDateSection } from './exam-date-section';
import { FactoryResetDialog } from './factory-reset-dialog';
import { IdentityFields } from './identity-fields';
import { TwoFactorSection } from './two-factor-section';

type AccountSettingsDialogProps = {
  /**
   * The server ended every session; the shell signs this tab out
   * (docs/product/shell-and-accounts.md, "Sign-in and sessions").
   */
  onPasswordChanged: () => void;
  /**
   * After a factory reset, for state kept outside the query cache
   * (docs/product/shell-and-accounts.md, "Factory reset").
   */
  onFactoryReset?: () => void;
};

/**
 * docs/product/shell-and-accounts.md, "Account settings": name and email read-only, exam date, password,
 * two-factor; reset for Admins.
 */
export function AccountSettingsDialog({ onPasswordChanged, onFactoryReset }: AccountSettingsDialogProps) {
  const isOpen = useAccountDialog((s) => s.isOpen);
  const close = useAccountDialog((s) => s.close);
  const openFactoryReset = useAccountDialog((s) => s.setFactoryResetOpen);
  const { data: user } = useCurrentUser();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // docs/product/shell-and-accounts.md, "Account settings": only Admins see Factory Reset.
  const isAdmin = hasRole(user, ROLE.Admin);

  const onPasswordSaved = () => {
    close();
    onPasswordChanged();
  };

  return (
    <>
      <Dialog
        open={isOpen && Boolean(user)}
        onClose={close}
        fullScreen={isPhone}
        maxWidth="sm"
        fullWidth
        aria-labelledby="account-settings-title"
      >
        <DialogTitle id="account-settings-title" sx={{ pr: isAdmin ? 12 : 7 }}>
          Account Settings
        </DialogTitle>
        <Stack direction="row" sx={{ position: 'absolute', right: 8, top: 8 }}>
          {isAdmin ? (
            <Tooltip title="Factory Reset">
              <IconButton aria-label="Factory Reset" color="error" onClick={() => openFactoryReset(true)}>
                <RestartAltIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <IconButton aria-label="Close" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {user ? (
          <DialogContent dividers>
            <Stack spacing={3} divider={<Divider flexItem />}>
              <IdentityFields user={user} />
              <ExamDateSection user={user} />
              <ChangePasswordSection
                onPasswordChanged={onPasswordSaved}
                hasPassword={user.db_user.has_password}
              />
              <TwoFactorSection hasPassword={user.db_user.has_password} />
            </Stack>
          </DialogContent>
        ) : null}
      </Dialog>
      {isAdmin ? <FactoryResetDialog onReset={onFactoryReset} /> : null}
    </>
  );
}
