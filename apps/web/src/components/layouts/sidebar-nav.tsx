import { NavLink } from 'react-router';
import { PlainIcon } from '../plain/icons';
import { navIconFor } from './nav-icons';
import { SHELL_ICONS } from './shell-icons';
import { MUI_CLASS } from '../plain/mui-classes';

const NAV_BUTTON = `w-nav-button ${MUI_CLASS.listItemButton}`;

export type NavItem = { to: string; title: string; icon: string | null };

type SidebarNavProps = {
  items: NavItem[];
  isLoading: boolean;
  expanded: boolean;
  helpUrl: string;
  onNavigate?: () => void;
};

const isExternal = (to: string) => /^(https?:|mailto:)/i.test(to);

/** Icon and title; collapsed, the title is still read out and shows as a tooltip (`data-tip`). */
export function ItemContent({ icon, title }: { icon: string; title: string }) {
  return (
    <>
      <span className={`w-nav-icon ${MUI_CLASS.listItemIcon}`}>
        <PlainIcon path={icon} />
      </span>
      <span className={`w-nav-text ${MUI_CLASS.listItemText}`}>{title}</span>
    </>
  );
}

/**
 * Server-provided items (docs/product/shell-and-accounts.md, "Shell"), then the Help link that is always
 * present. Plain elements (components/plain/shell.css): the shell loads no MUI (decision 036).
 */
export function SidebarNav({ items, isLoading, expanded, helpUrl, onNavigate }: SidebarNavProps) {
  const tip = (title: string) => (expanded ? undefined : title);
  return (
    <nav aria-label="Main" className="w-sidebar-nav">
      <ul className={`w-list ${MUI_CLASS.list}`} aria-busy={isLoading || undefined}>
        {isLoading
          ? [0, 1, 2, 3].map((i) => (
              <li key={i} className="w-nav-placeholder" aria-hidden>
                <span className="w-skeleton w-skeleton-circle" />
                {expanded ? <span className="w-skeleton w-skeleton-text" /> : null}
              </li>
            ))
          : items.map((item) => (
              <li key={`${item.to}-${item.title}`}>
                {isExternal(item.to) ? (
                  <a href={item.to} className={NAV_BUTTON} data-tip={tip(item.title)}>
                    <ItemContent icon={navIconFor(item.icon)} title={item.title} />
                  </a>
                ) : (
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    className={NAV_BUTTON}
                    data-tip={tip(item.title)}
                  >
                    <ItemContent icon={navIconFor(item.icon)} title={item.title} />
                  </NavLink>
                )}
              </li>
            ))}
        <li>
          <a
            href={helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={NAV_BUTTON}
            data-tip={tip('Help (opens in a new tab)')}
          >
            <ItemContent icon={SHELL_ICONS.helpOutline} title="Help" />
            <span className="w-visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
      </ul>
      {isLoading ? (
        <div role="status" className="w-visually-hidden">
          Loading navigation
        </div>
      ) : null}
    </nav>
  );
}
