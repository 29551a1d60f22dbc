import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../ui/visually-hidden';
import { HelpOutlineIcon, navIconFor } from './nav-icons';

export type NavItem = { to: string; title: string; icon: string | null };

type SidebarNavProps = {
  items: NavItem[];
  isLoading: boolean;
  expanded: boolean;
  helpUrl: string;
  onNavigate?: () => void;
};

const isExternal = (to: string) => /^(https?:|mailto:)/i.test(to);

function ItemContent({
  Icon,
  title,
  expanded,
}: {
  Icon: SvgIconComponent;
  title: string;
  expanded: boolean;
}) {
  return (
    <>
      <ListItemIcon
        sx={{ minWidth: 0, mr: expanded ? 2 : 'auto', justifyContent: 'center', color: 'inherit' }}
      >
        <Icon />
      </ListItemIcon>
      <ListItemText primary={title} sx={expanded ? undefined : visuallyHidden} />
    </>
  );
}

const buttonSx = (expanded: boolean) => ({
  minHeight: 48,
  px: 2.5,
  justifyContent: expanded ? 'initial' : 'center',
  borderRadius: 2,
  mx: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
});

/**
 * Server-provided items (docs/product/shell-and-accounts.md, "Shell"), then the Help link that is always
 * present.
 */
export function SidebarNav({ items, isLoading, expanded, helpUrl, onNavigate }: SidebarNavProps) {
  return (
    <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
      <List aria-busy={isLoading || undefined}>
        {isLoading
          ? [0, 1, 2, 3].map((i) => (
              <ListItem key={i} sx={{ px: 2.5, height: 48 }} aria-hidden>
                <Skeleton variant="circular" width={24} height={24} />
                {expanded ? <Skeleton variant="text" sx={{ ml: 2, flex: 1 }} /> : null}
              </ListItem>
            ))
          : items.map((item) => (
              <ListItem key={`${item.to}-${item.title}`} disablePadding>
                <Tooltip title={expanded ? '' : item.title} placement="right">
                  {isExternal(item.to) ? (
                    <ListItemButton component="a" href={item.to} sx={buttonSx(expanded)}>
                      <ItemContent Icon={navIconFor(item.icon)} title={item.title} expanded={expanded} />
                    </ListItemButton>
                  ) : (
                    <ListItemButton
                      component={NavLink}
                      to={item.to}
                      onClick={onNavigate}
                      sx={buttonSx(expanded)}
                    >
                      <ItemContent Icon={navIconFor(item.icon)} title={item.title} expanded={expanded} />
                    </ListItemButton>
                  )}
                </Tooltip>
              </ListItem>
            ))}
        <ListItem disablePadding>
          <Tooltip title={expanded ? '' : 'Help (opens in a new tab)'} placement="right">
            <ListItemButton
              component="a"
              href={helpUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={buttonSx(expanded)}
            >
              <ItemContent Icon={HelpOutlineIcon} title="Help" expanded={expanded} />
              <Box component="span" sx={visuallyHidden}>
                (opens in a new tab)
              </Box>
            </ListItemButton>
          </Tooltip>
        </ListItem>
      </List>
      {isLoading ? (
        <Box role="status" sx={visuallyHidden}>
          Loading navigation
        </Box>
      ) : null}
    </Box>
  );
}
