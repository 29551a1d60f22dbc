import LogoutIcon from '@mui/icons-material/Logout';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '../ui/visually-hidden';

/**
 * docs/product/shell-and-accounts.md, "Shell": what the bottom of the sidebar can do. The shell decides what
 * each one opens.
 */
export type SidebarActions = {
  onOpenAccount: () => void;
  /**
   * docs/product/shell-and-accounts.md, "Settings dialog": the Settings dialog (page states, backend tester,
   * devices).
   */
  onOpenSettings?: () => void;
  onPlayWelcome: () => void;
  onLogout: () => void;
};

type ActionProps = { Icon: SvgIconComponent; label: string; expanded: boolean; onClick: () => void };

function Action({ Icon, label, expanded, onClick }: ActionProps) {
  return (
    <ListItem disablePadding>
      <Tooltip title={expanded ? '' : label} placement="right">
        <ListItemButton
          onClick={onClick}
          sx={{
            minHeight: 44,
            px: 2.5,
            mx: 1,
            borderRadius: 2,
            justifyContent: expanded ? 'initial' : 'center',
          }}
        >
          <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 2 : 'auto', color: 'inherit' }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} sx={expanded ? undefined : visuallyHidden} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

type SidebarActionListProps = {
  actions: SidebarActions;
  expanded: boolean;
  /** Runs first, e.g. to close the overlay sidebar before a dialog opens. */
  onBeforeAction?: () => void;
};

export function SidebarActionList({ actions, expanded, onBeforeAction }: SidebarActionListProps) {
  const run = (action: () => void) => () => {
    onBeforeAction?.();
    action();
  };
  return (
    <List aria-label="Account actions" dense sx={{ py: 0.5 }}>
      {actions.onOpenSettings && (
        <Action
          Icon={SettingsIcon}
          label="Settings"
          expanded={expanded}
          onClick={run(actions.onOpenSettings)}
        />
      )}
      <Action
        Icon={PlayCircleOutlineIcon}
        label="Play welcome video"
        expanded={expanded}
        onClick={run(actions.onPlayWelcome)}
      />
      <Action Icon={LogoutIcon} label="Log out" expanded={expanded} onClick={run(actions.onLogout)} />
    </List>
  );
}
