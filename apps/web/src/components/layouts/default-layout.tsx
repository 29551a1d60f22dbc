import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { AnnouncementBanner } from './announcement-banner';
import { Footer } from './footer';
import { DockedSidebar, OverlaySidebar } from './sidebar';
import type { SidebarActions } from './sidebar-actions';
import type { NavItem } from './sidebar-nav';
import type { SidebarUser } from './sidebar-user';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePracticeSession } from '../../lib/practice-session';

export type DefaultLayoutProps = {
  children: ReactNode;
  navItems: NavItem[];
  isNavLoading: boolean;
  announcement: string | null;
  user: SidebarUser | null;
  /**
   * Account settings, welcome video and logout from the bottom of the sidebar
   * (docs/product/shell-and-accounts.md, "Shell").
   */
  actions?: SidebarActions;
  /** A bar right under the top bar, e.g. the trial bar (docs/product/shell-and-accounts.md, "Trial"). */
  banner?: ReactNode;
  /** The tenant's logo, shown in the sidebar instead of Wilco's (docs/product/administration.md, "Branding"). */
  logo?: string | null;
};

/**
 * docs/product/shell-and-accounts.md, "Layouts": the signed-in shell with sidebar, top bar, announcement,
 * content and footer.
 */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { children, navItems, isNavLoading, announcement, user, actions, banner, logo = null } = props;
  // docs/product/shell-and-accounts.md, "Shell": full sidebar on lg/xl, mini on xs–md. noSsr: read the real
  // width on the first render.
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [largeExpanded, setLargeExpanded] = useState(true);
  // docs/product/shell-and-accounts.md, "Shell": while a quiz or simulation runs the sidebar stays mini,
  // whatever the width.
  const isPracticing = usePracticeSession((s) => s.isActive);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Mini docked sidebar; the full one opens over the content when asked for.
  const isOverlay = !isLarge || isPracticing;
  const sidebarExpanded = isOverlay ? overlayOpen : largeExpanded;
  const helpUrl = getRuntimeConfig().helpUrl;
  const sidebar = { items: navItems, isLoading: isNavLoading, helpUrl, user, actions, logo };

  const onToggleSidebar = () => (isOverlay ? setOverlayOpen((v) => !v) : setLargeExpanded((v) => !v));

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <DockedSidebar {...sidebar} expanded={!isOverlay && largeExpanded} />
      {isOverlay ? (
        <OverlaySidebar {...sidebar} open={overlayOpen} onClose={() => setOverlayOpen(false)} />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar sidebarExpanded={sidebarExpanded} onToggleSidebar={onToggleSidebar} />
        {banner}
        {announcement ? <AnnouncementBanner text={announcement} /> : null}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, outline: 0 }}
        >
          <Container maxWidth="lg" disableGutters>
            {children}
          </Container>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
