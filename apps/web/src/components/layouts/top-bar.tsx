import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { ColorModeToggle } from '../theme';
import { WilcoLogo } from '../ui/wilco-logo';
import { topBarFor } from './top-bar-config';

type TopBarProps = { sidebarExpanded: boolean; onToggleSidebar: () => void };

export function TopBar({ sidebarExpanded, onToggleSidebar }: TopBarProps) {
  const { pathname } = useLocation();
  const { title, icon: Icon } = topBarFor(pathname);
  const toggleLabel = sidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar';

  return (
    <AppBar position="sticky" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={toggleLabel}
          aria-expanded={sidebarExpanded}
          onClick={onToggleSidebar}
        >
          {sidebarExpanded ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        {Icon ? <Icon aria-hidden /> : <WilcoLogo glyphOnly decorative height={24} />}
        {/* Not a heading: each page carries its own h1. */}
        <Typography component="p" variant="h6" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
          {title}
        </Typography>
        <ColorModeToggle />
      </Toolbar>
    </AppBar>
  );
}
