import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { openDeviceDialog } from '../../../lib/device-dialog';
import { useSettingsDialog, type DisplayPage } from '../../../lib/settings-dialog';
import { backendTesterAccess } from '../utils/backend-tester-access';
import { routeNameFromPath } from '../utils/route-name';
import { BackendTesterDialog } from './backend-tester-dialog';
import { PageDisplaySwitch } from './page-display-switch';

export const DEVICE_SETTINGS_HINT = 'Test your speaker and microphone';

const PAGES: { page: DisplayPage; label: string }[] = [
  { page: 'home', label: 'Home' },
  { page: 'course', label: 'Course' },
  { page: 'quiz', label: 'Quiz' },
];

/**
 * docs/product/shell-and-accounts.md, "Settings dialog". Opened from anywhere with `openSettingsDialog()`
 * (lib/settings-dialog).
 */
export function SettingsDialog() {
  const { isOpen, close, pageDisplay, setPageDisplay, openBackendTester } = useSettingsDialog();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const canTestBackend = backendTesterAccess(user) !== 'none';

  return (
    <>
      <Dialog
        open={isOpen}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby="settings-title"
        aria-describedby="settings-route"
      >
        <DialogTitle id="settings-title">Settings</DialogTitle>
        <DialogContent>
          <DialogContentText id="settings-route" sx={{ mb: 2 }}>
            {`You are on the ${routeNameFromPath(pathname)} page`}
          </DialogContentText>
          <Stack spacing={1.5} role="group" aria-label="Page states">
            {PAGES.map(({ page, label }) => (
              <PageDisplaySwitch
                key={page}
                page={label}
                display={pageDisplay[page]}
                onChange={(display) => setPageDisplay(page, display)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canTestBackend ? <Button onClick={openBackendTester}>Backend Tester</Button> : null}
          <Tooltip title={DEVICE_SETTINGS_HINT} describeChild>
            <Button onClick={openDeviceDialog}>Device Settings</Button>
          </Tooltip>
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <BackendTesterDialog />
    </>
  );
}
