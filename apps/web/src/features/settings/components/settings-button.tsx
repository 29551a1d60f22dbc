import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { openSettingsDialog } from '../../../lib/settings-dialog';

/** Opens the settings dialog from a page header. */
export function SettingsButton() {
  return (
    <Tooltip title="Settings">
      <IconButton aria-label="Settings" onClick={openSettingsDialog}>
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
