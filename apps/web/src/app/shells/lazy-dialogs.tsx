import { lazyWithTheme } from '../../components/theme/lazy-with-theme';
import { useAccountDialog } from '../../lib/account-dialog';
import { useDeviceDialog } from '../../lib/device-dialog';
import { OnFirstNeed, useFirstNeeded } from '../../lib/on-first-need';
import { useSettingsDialog } from '../../lib/settings-dialog';

const SettingsDialog = lazyWithTheme(() => import('../../features/settings').then((m) => m.SettingsDialog));
const DeviceTestDialog = lazyWithTheme(() =>
  import('../../features/devices').then((m) => m.DeviceTestDialog),
);

/**
 * The shell's dialogs that open on request load with their first opening rather than with every
 * page (docs/product/shell-and-accounts.md, "Loading and reloads"), MUI's theme with them, as the
 * shell renders without it (decision 036); once loaded they stay mounted so they can close with
 * their transition.
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
