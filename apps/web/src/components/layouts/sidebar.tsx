import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../theme';
import { WilcoLogo } from '../ui/wilco-logo';
import { SidebarActionList, type SidebarActions } from './sidebar-actions';
import { SidebarNav, type NavItem } from './sidebar-nav';
import { SidebarUserSlot, type SidebarUser } from './sidebar-user';

export const SIDEBAR_ID = 'app-sidebar';

export type SidebarProps = {
  items: NavItem[];
  isLoading: boolean;
  helpUrl: string;
  user: SidebarUser | null;
  actions?: SidebarActions;
  /** A tenant's own logo (docs/product/administration.md, "Branding"); Wilco's otherwise. */
  logo?: string | null;
};

function withClose(action: () => void, close?: () => void) {
  return () => {
    close?.();
    action();
  };
}

function SidebarContent({
  expanded,
  onNavigate,
  ...props
}: SidebarProps & { expanded: boolean; onNavigate?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 64,
          color: 'primary.main',
        }}
      >
        {props.logo ? (
          <Box
            component="img"
            src={props.logo}
            alt="Organisation logo"
            sx={{ maxHeight: expanded ? 44 : 28, maxWidth: expanded ? '80%' : 40, objectFit: 'contain' }}
          />
        ) : (
          <WilcoLogo glyphOnly={!expanded} height={expanded ? 30 : 28} />
        )}
      </Box>
      <SidebarNav {...props} expanded={expanded} onNavigate={onNavigate} />
      {/* Every control sits in a landmark, so the account actions get their own navigation region. */}
      <Box component="nav" aria-label="Account">
        {props.actions ? (
          <SidebarActionList actions={props.actions} expanded={expanded} onBeforeAction={onNavigate} />
        ) : null}
        <SidebarUserSlot
          user={props.user}
          expanded={expanded}
          onOpenAccount={props.actions ? withClose(props.actions.onOpenAccount, onNavigate) : undefined}
        />
      </Box>
    </Box>
  );
}

const dockedSx = (width: number) => (theme: Theme) => ({
  width,
  flexShrink: 0,
  transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
  '& .MuiDrawer-paper': {
    width,
    overflowX: 'hidden',
    boxSizing: 'border-box',
    transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
  },
});

type DockedSidebarProps = SidebarProps & { expanded: boolean };

/**
 * Always on screen: full or mini on lg/xl, mini on smaller screens
 * (docs/product/shell-and-accounts.md, "Shell").
 */
export function DockedSidebar({ expanded, ...props }: DockedSidebarProps) {
  return (
    <Drawer variant="permanent" id={SIDEBAR_ID} sx={dockedSx(expanded ? SIDEBAR_WIDTH : SIDEBAR_MINI_WIDTH)}>
      <SidebarContent {...props} expanded={expanded} />
    </Drawer>
  );
}

type OverlaySidebarProps = SidebarProps & { open: boolean; onClose: () => void };

/** On xs–md the full sidebar opens over the content, so the page is never squeezed to nothing. */
export function OverlaySidebar({ open, onClose, ...props }: OverlaySidebarProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
    >
      <SidebarContent {...props} expanded onNavigate={onClose} />
    </Drawer>
  );
}
