import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { notify } from '../../../lib/notifications';
import { useSettingsDialog } from '../../../lib/settings-dialog';
import { BACKEND_ENDPOINTS, fetchBackendList, type BackendEndpoint } from '../api/backend-endpoints';
import { useSetEndDate } from '../api/set-end-date';
import { backendTesterAccess } from '../utils/backend-tester-access';
import { BackendResult, type TesterResult } from './backend-result';

/**
 * docs/product/administration.md, "Backend tester": admin lists on demand; failures are only logged
 * (docs/product/administration.md, "Admin fetches").
 */
export function BackendTesterDialog() {
  const isOpen = useSettingsDialog((s) => s.isBackendTesterOpen);
  const close = useSettingsDialog((s) => s.closeBackendTester);
  const { data: user } = useCurrentUser();
  const access = backendTesterAccess(user);
  const endpoints = BACKEND_ENDPOINTS.filter((e) => access === 'full' || !e.adminOnly);
  const setEndDate = useSetEndDate();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [isLoading, setLoading] = useState(false);
  const [result, setResult] = useState<TesterResult>(null);
  const [day, setDay] = useState('');

  const run = async (label: string, task: () => Promise<unknown>, success: string) => {
    setLoading(true);
    try {
      setResult({ label, data: await task() });
      notify({ message: success, color: 'success' });
    } catch (error) {
      console.error(`Backend tester: ${label} failed`, error);
    } finally {
      setLoading(false);
    }
  };
  const onList = (endpoint: BackendEndpoint) =>
    void run(endpoint.label, () => fetchBackendList(endpoint), endpoint.success);
  const onSetEndDate = () => {
    if (!user || !day) return;
    void run('Set End Date', () => setEndDate(user.auth_user.user_id, day), 'Successfully set end date.');
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="backend-tester-title"
    >
      <DialogTitle id="backend-tester-title">Backend API Tester</DialogTitle>
      <DialogContent>
        <Box role="group" aria-label="Requests" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {endpoints.map((endpoint, i) => (
            <Button
              key={`${endpoint.path}-${i}`}
              variant="outlined"
              size="small"
              disabled={isLoading}
              onClick={() => onList(endpoint)}
            >
              {endpoint.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 3 }}>
          <TextField
            type="date"
            size="small"
            label="End date"
            helperText="Sets your exam date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            size="small"
            onClick={onSetEndDate}
            disabled={isLoading || !day || !user}
            sx={{ mt: '5px' }}
          >
            Set End Date
          </Button>
        </Box>
        <BackendResult isLoading={isLoading} result={result} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
