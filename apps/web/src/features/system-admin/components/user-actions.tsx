import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FEATURE, hasFeature, type AdminUser } from '@wilco/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notifications';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetFeatures } from '../api/set-features';
import { useSetMfaRequired } from '../api/set-mfa-required';
import { useUpdateUser } from '../api/tenant-admin';
import { ActionDialog } from './action-dialog';
import { UserFormDialog } from './user-form-dialog';

type Action = 'edit' | 'disable' | 'reset' | 'require' | 'release' | 'tester';

/** docs/product/administration.md, "System admin", verbatim. */
export const resetConfirmText = (email: string) => `Send password reset email to ${email}`;
export const RESET_FAILED_TEXT = 'The email could not be sent. Try again in a moment.';

/**
 * A user's row menu: edit, disable or enable (docs/product/administration.md, "Users"), email a password reset link, require or stop requiring two-factor
 * sign-in, grant or revoke the Backend API Tester.
 */
export function UserActions({ user }: { user: AdminUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const reset = useSendPasswordReset();
  const mfa = useSetMfaRequired();
  const features = useSetFeatures();
  const update = useUpdateUser();
  const hasTester = hasFeature(user.features, FEATURE.BackendTester);
  // Kept after closing too, so the dialog's text does not change while it fades out.
  const [requireMfa, setRequireMfa] = useState(true);

  const choose = (next: Action) => {
    setAnchor(null);
    reset.reset();
    features.reset();
    update.reset();
    if (next === 'require' || next === 'release') setRequireMfa(next === 'require');
    setAction(next);
  };
  const close = () => setAction(null);
  const onConfirm = () => {
    if (action === 'disable') {
      update.mutate(
        { userId: user.user_id, body: { disabled: !user.disabled } },
        {
          onSuccess: (saved) => {
            notify({
              message: `${saved.email} is ${saved.disabled ? 'disabled' : 'enabled'}.`,
              color: 'success',
            });
            close();
          },
        },
      );
      return;
    }
    if (action === 'reset') {
      reset.mutate(user.user_id, {
        onSuccess: () => {
          notify({ message: `Password reset email sent to ${user.email}.`, color: 'success' });
          close();
        },
      });
      return;
    }
    if (action === 'tester') {
      const next = hasTester
        ? user.features.filter((f) => !hasFeature([f], FEATURE.BackendTester))
        : [...user.features, FEATURE.BackendTester];
      features.mutate(
        { userId: user.user_id, features: next },
        {
          onSuccess: () => {
            const state = hasTester ? 'revoked for' : 'granted to';
            notify({ message: `Backend API Tester ${state} ${user.email}.`, color: 'success' });
            close();
          },
        },
      );
      return;
    }
    mfa.mutate(
      { userId: user.user_id, required: requireMfa },
      {
        onSuccess: (updated) => {
          const state = updated.mfa_required ? 'now required' : 'no longer required';
          notify({ message: `Two-factor sign-in is ${state} for ${user.email}.`, color: 'success' });
          close();
        },
      },
    );
  };

  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.email}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('edit')}>Edit</MenuItem>
        <MenuItem onClick={() => choose('disable')}>{user.disabled ? 'Enable' : 'Disable'}</MenuItem>
        <MenuItem onClick={() => choose('reset')}>Send password reset email</MenuItem>
        {user.mfa_required ? (
          <MenuItem onClick={() => choose('release')}>Stop requiring two-factor sign-in</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('require')}>Require two-factor sign-in</MenuItem>
        )}
        <MenuItem onClick={() => choose('tester')}>
          {hasTester ? 'Revoke Backend API Tester' : 'Grant Backend API Tester'}
        </MenuItem>
      </Menu>
      {action === 'edit' ? <UserFormDialog open user={user} onClose={close} /> : null}
      <ActionDialog
        open={action === 'disable'}
        title={user.disabled ? 'Enable account' : 'Disable account'}
        text={
          user.disabled
            ? `${user.email} will be able to sign in again.`
            : `${user.email} will be signed out everywhere and cannot sign in until enabled again.`
        }
        confirmLabel={user.disabled ? 'Enable' : 'Disable'}
        isPending={update.isPending}
        error={update.error?.message ?? null}
        onConfirm={onConfirm}
        onClose={close}
      />
      <ActionDialog
        open={action === 'reset'}
        title="Password reset"
        text={resetConfirmText(user.email)}
        confirmLabel="Send email"
        isPending={reset.isPending}
        error={reset.isError ? RESET_FAILED_TEXT : null}
        onConfirm={onConfirm}
        onClose={close}
      />
      <ActionDialog
        open={action === 'require' || action === 'release'}
        title={requireMfa ? 'Require two-factor sign-in' : 'Stop requiring two-factor sign-in'}
        text={
          requireMfa
            ? `${user.email} will have to set up an authenticator app before using Wilco again.`
            : `${user.email} will be able to turn two-factor sign-in off.`
        }
        confirmLabel={requireMfa ? 'Require' : 'Stop requiring'}
        isPending={mfa.isPending}
        error={null}
        onConfirm={onConfirm}
        onClose={close}
      />
      <ActionDialog
        open={action === 'tester'}
        title={hasTester ? 'Revoke Backend API Tester' : 'Grant Backend API Tester'}
        text={
          hasTester
            ? `${user.email} will no longer see the Backend Tester in Settings.`
            : `${user.email} will get the Backend Tester in Settings, limited to what any user may read.`
        }
        confirmLabel={hasTester ? 'Revoke' : 'Grant'}
        isPending={features.isPending}
        error={features.isError ? 'The change could not be saved. Try again in a moment.' : null}
        onConfirm={onConfirm}
        onClose={close}
      />
    </>
  );
}
