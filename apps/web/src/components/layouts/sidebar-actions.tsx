import { SHELL_ICONS } from './shell-icons';
import { ItemContent } from './sidebar-nav';

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

type ActionProps = { icon: string; label: string; expanded: boolean; onClick: () => void };

function Action({ icon, label, expanded, onClick }: ActionProps) {
  return (
    <li>
      <button
        type="button"
        className="w-nav-button"
        onClick={onClick}
        data-tip={expanded ? undefined : label}
      >
        <ItemContent icon={icon} title={label} />
      </button>
    </li>
  );
}

type SidebarActionListProps = {
  actions: SidebarActions;
  expanded: boolean;
  /** Runs first, e.g. to close the overlay sidebar before a dialog opens. */
  onBeforeAction?: () => void;
};

/** Plain elements (components/plain/shell.css): the shell loads no MUI (decision 036). */
export function SidebarActionList({ actions, expanded, onBeforeAction }: SidebarActionListProps) {
  const run = (action: () => void) => () => {
    onBeforeAction?.();
    action();
  };
  return (
    <ul aria-label="Account actions" className="w-list w-list-dense">
      {actions.onOpenSettings && (
        <Action
          icon={SHELL_ICONS.settings}
          label="Settings"
          expanded={expanded}
          onClick={run(actions.onOpenSettings)}
        />
      )}
      <Action
        icon={SHELL_ICONS.playCircleOutline}
        label="Play welcome video"
        expanded={expanded}
        onClick={run(actions.onPlayWelcome)}
      />
      <Action icon={SHELL_ICONS.logout} label="Log out" expanded={expanded} onClick={run(actions.onLogout)} />
    </ul>
  );
}
