import { PlainTooltip } from '../../../components/plain/content';
import { SETTINGS_ICON } from '../../../components/plain/content-icons';
import { PlainIcon } from '../../../components/plain/icons';
import { openSettingsDialog } from '../../../lib/settings-dialog';

/**
 * Opens the settings dialog from a page header. Plain elements with IconButton's look: Home renders
 * without MUI (decision 036); the dialog loads with its first opening.
 */
export function SettingsButton() {
  return (
    <PlainTooltip title="Settings">
      <button
        type="button"
        className="w-icon-button w-icon-button-free"
        aria-label="Settings"
        onClick={openSettingsDialog}
      >
        <PlainIcon path={SETTINGS_ICON} />
      </button>
    </PlainTooltip>
  );
}
