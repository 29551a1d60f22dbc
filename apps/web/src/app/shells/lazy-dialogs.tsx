import { lazy } from 'react';
import { useAccountDialog } from '../../lib/account-dialog';
import { useDeviceDialog } from '../../lib/device-dialog';
import { OnFirstNeed, useFirstNeeded } from '../../lib/on-first-need';
import { useSettingsDialog } from '../../lib/settings-dialog';

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
export function LazyShellDialogs() {
  const settingsOpen = useSettingsDialog((s) => s.isOpen || s.isBackendTesterOpen);
  const devicesOpen = useDeviceDialog((s) => s.isOpen);
  return (
    <>
      <OnFirstNeed when={settingsOpen}>
        <SettingsDialog />
      </OnFirstNeed>
      <OnFirstNeed when={devicesOpen}>
        <DeviceTestDialog />
      </OnFirstNeed>
    </>
  );
}

/** Account Settings, loaded with its first opening; its callbacks come from the session. */
export function useAccountDialogNeeded(): boolean {
  return useFirstNeeded(useAccountDialog((s) => s.isOpen));
}
