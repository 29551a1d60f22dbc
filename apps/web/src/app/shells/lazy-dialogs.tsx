import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAccountDialog } from '../../lib/account-dialog';
import { useDeviceDialog } from '../../lib/device-dialog';
import { useSettingsDialog } from '../../lib/settings-dialog';

/** Mounted from the first time `open` is true, so the dialog's code loads only when it is needed. */
function useNeeded(open: boolean): boolean {
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  return needed;
}

const SettingsDialog = lazy(() =>
  import('../../features/settings').then((m) => ({ default: m.SettingsDialog })),
);
const DeviceTestDialog = lazy(() =>
  import('../../features/devices').then((m) => ({ default: m.DeviceTestDialog })),
);

/**
 * The shell's dialogs that open on request load with their first opening rather than with every
 * page (docs/product/shell-and-accounts.md, "Loading and reloads"); once loaded they stay mounted
 * so they can close with their transition.
 */
function OnFirstOpen({ open, Dialog }: { open: boolean; Dialog: ComponentType }) {
  const needed = useNeeded(open);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

export function LazyShellDialogs() {
  const settingsOpen = useSettingsDialog((s) => s.isOpen || s.isBackendTesterOpen);
  const devicesOpen = useDeviceDialog((s) => s.isOpen);
  return (
    <>
      <OnFirstOpen open={settingsOpen} Dialog={SettingsDialog} />
      <OnFirstOpen open={devicesOpen} Dialog={DeviceTestDialog} />
    </>
  );
}

/** Account Settings, loaded with its first opening; its callbacks come from the session. */
export function useAccountDialogNeeded(): boolean {
  return useNeeded(useAccountDialog((s) => s.isOpen));
}
