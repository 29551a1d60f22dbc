import { useLocation } from 'react-router';
import { PlainIcon } from '../plain/icons';
import { WilcoLogo } from '../ui/wilco-logo';
import { ColorModeToggle } from './color-mode-toggle';
import { SHELL_ICONS } from './shell-icons';
import { topBarFor } from './top-bar-config';
import { MUI_CLASS } from '../plain/mui-classes';

type TopBarProps = { sidebarExpanded: boolean; onToggleSidebar: () => void };

/**
 * docs/product/shell-and-accounts.md, "Shell": the sidebar toggle, the page's icon and title, and the
 * colour mode. Plain elements with MUI's AppBar look (components/plain/shell.css): the shell loads
 * no MUI (decision 036).
 */
export function TopBar({ sidebarExpanded, onToggleSidebar }: TopBarProps) {
  const { pathname } = useLocation();
  const { title, icon } = topBarFor(pathname);
  const toggleLabel = sidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar';

  return (
    <header className={`w-topbar ${MUI_CLASS.appBar}`}>
      <div className={`w-toolbar ${MUI_CLASS.toolbar}`}>
        <button
          type="button"
          className={`w-bar-button w-bar-button-start ${MUI_CLASS.iconButton}`}
          aria-label={toggleLabel}
          aria-expanded={sidebarExpanded}
          onClick={onToggleSidebar}
        >
          <PlainIcon path={sidebarExpanded ? SHELL_ICONS.menuOpen : SHELL_ICONS.menu} />
        </button>
        {icon ? (
          <span className="w-topbar-icon">
            <PlainIcon path={icon} />
          </span>
        ) : (
          <WilcoLogo glyphOnly decorative height={24} />
        )}
        {/* Not a heading: each page carries its own h1. */}
        <p className={`w-topbar-title ${MUI_CLASS.title}`}>{title}</p>
        <ColorModeToggle />
      </div>
    </header>
  );
}
