import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { usePracticeSession } from '../../lib/practice-session';
import '../plain/shell.css';
import { TooltipLayer } from '../plain/tooltip-layer';
import { AnnouncementBanner } from './announcement-banner';
import { Footer } from './footer';
import { DockedSidebar, OverlaySidebar } from './sidebar';
import type { SidebarActions } from './sidebar-actions';
import type { NavItem } from './sidebar-nav';
import type { SidebarUser } from './sidebar-user';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { MUI_CLASS } from '../plain/mui-classes';

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

// MUI's lg breakpoint, as the theme's `breakpoints.up('lg')`.
const LARGE_QUERY = '(min-width: 1200px)';

function subscribeLarge(onChange: () => void) {
  const query = window.matchMedia(LARGE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** The real width from the first render, so the sidebar never starts in the wrong form. */
function useIsLarge(): boolean {
  return useSyncExternalStore(
    subscribeLarge,
    () => window.matchMedia(LARGE_QUERY).matches,
    () => false,
  );
}

/**
 * docs/product/shell-and-accounts.md, "Layouts": the signed-in shell with sidebar, top bar, announcement,
 * content and footer. Plain elements (components/plain/shell.css) with MUI's look: the shell and
 * Home render without MUI or emotion (decision 036); the themed pages bring the theme inside it.
 */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { children, navItems, isNavLoading, announcement, user, actions, banner, logo = null } = props;
  // docs/product/shell-and-accounts.md, "Shell": full sidebar on lg/xl, mini on xs–md.
  const isLarge = useIsLarge();
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
    <div className="w-shell">
      <SkipLink />
      <DockedSidebar {...sidebar} expanded={!isOverlay && largeExpanded} />
      {isOverlay ? (
        <OverlaySidebar {...sidebar} open={overlayOpen} onClose={() => setOverlayOpen(false)} />
      ) : null}
      <div className="w-shell-column">
        <TopBar sidebarExpanded={sidebarExpanded} onToggleSidebar={onToggleSidebar} />
        {banner}
        {announcement ? <AnnouncementBanner text={announcement} /> : null}
        <main className="w-shell-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <div className={`w-shell-container ${MUI_CLASS.container}`}>{children}</div>
        </main>
        <Footer />
      </div>
      <TooltipLayer />
    </div>
  );
}
