import { SETTINGS_ICON } from '../../../components/plain/content-icons';
import { PlainIcon } from '../../../components/plain/icons';
import { openSettingsDialog } from '../../../lib/settings-dialog';

/**
 * Opens the settings dialog from a page header. Plain elements with IconButton's look: Home renders
 * without MUI (decision 036); the dialog loads with its first opening.
 */
export function SettingsButton() {
  return (
    // Its tooltip is the shell's (components/plain/tooltip-layer.tsx), as the sidebar's are.
    <button
      type="button"
      className="w-icon-button w-icon-button-free"
      aria-label="Settings"
      data-tip="Settings"
      data-tip-placement="bottom"
      onClick={openSettingsDialog}
    >
      <PlainIcon path={SETTINGS_ICON} />
    </button>
  );
}
