import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { returnFocus, showModal } from '../plain/modal';
import { WilcoLogo } from '../ui/wilco-logo';
import { SidebarActionList, type SidebarActions } from './sidebar-actions';
import { SidebarNav, type NavItem } from './sidebar-nav';
import { SidebarUserSlot, type SidebarUser } from './sidebar-user';
import { MUI_CLASS } from '../plain/mui-classes';

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
    <div className={expanded ? 'w-sidebar' : 'w-sidebar w-sidebar-mini'}>
      <div className="w-sidebar-logo">
        {props.logo ? (
          <img src={props.logo} alt="Organisation logo" />
        ) : (
          <WilcoLogo glyphOnly={!expanded} height={expanded ? 30 : 28} />
        )}
      </div>
      <SidebarNav {...props} expanded={expanded} onNavigate={onNavigate} />
      {/* Every control sits in a landmark, so the account actions get their own navigation region. */}
      <nav aria-label="Account">
        {props.actions ? (
          <SidebarActionList actions={props.actions} expanded={expanded} onBeforeAction={onNavigate} />
        ) : null}
        <SidebarUserSlot
          user={props.user}
          expanded={expanded}
          onOpenAccount={props.actions ? withClose(props.actions.onOpenAccount, onNavigate) : undefined}
        />
      </nav>
    </div>
  );
}

type DockedSidebarProps = SidebarProps & { expanded: boolean };

/**
 * Always on screen: full or mini on lg/xl, mini on smaller screens
 * (docs/product/shell-and-accounts.md, "Shell"). Plain elements with MUI's permanent Drawer look
 * (components/plain/shell.css): the shell loads no MUI (decision 036).
 */
export function DockedSidebar({ expanded, ...props }: DockedSidebarProps) {
  return (
    <div className={`${expanded ? 'w-dock' : 'w-dock w-dock-mini'} ${MUI_CLASS.drawer}`}>
      <div className={`w-dock-paper ${MUI_CLASS.drawerPaper}`} id={SIDEBAR_ID}>
        <SidebarContent {...props} expanded={expanded} />
      </div>
    </div>
  );
}

// MUI's Drawer: in with the "entering screen" duration, out with the "leaving screen" one.
const LEAVE_MS = 195;

type OverlaySidebarProps = SidebarProps & { open: boolean; onClose: () => void };

/**
 * On xs–md the full sidebar opens over the content, so the page is never squeezed to nothing: a
 * modal dialog (the page behind is inert, Escape or a click beside it closes it, and focus returns
 * to what opened it), sliding in and out as MUI's temporary Drawer does.
 */
export function OverlaySidebar({ open, onClose, ...props }: OverlaySidebarProps) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const leaving = present && !open;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setPresent(false), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  if (!present) return null;
  return <OverlayDialog {...props} leaving={leaving} onClose={onClose} />;
}

function OverlayDialog({
  leaving,
  onClose,
  ...props
}: SidebarProps & { leaving: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  // Opened as a modal dialog; the element that had focus gets it back when the sidebar goes,
  // unless focus has moved on (e.g. into a dialog an action opened).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    showModal(dialog);
    dialog.focus();
    return () => returnFocus(dialog, opener.current);
  }, []);

  // Leaving: no longer modal (the page behind is usable again) while it slides out.
  useEffect(() => {
    const dialog = ref.current;
    if (!leaving || !dialog) return;
    if (typeof dialog.show === 'function') {
      dialog.close();
      dialog.show();
    }
    returnFocus(dialog, opener.current);
  }, [leaving]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel(event);
  };
  // A click on the dialog itself, not on its content, is a click on the backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  const leavingClass = leaving ? ' w-drawer-leaving' : '';

  return (
    <>
      <div
        className={`w-drawer-backdrop${leavingClass} ${MUI_CLASS.backdrop}`}
        aria-hidden
        onClick={onClose}
      />
      <dialog
        ref={ref}
        className={`w-drawer${leavingClass} ${MUI_CLASS.drawerPaper}`}
        aria-label="Sidebar"
        tabIndex={-1}
        onCancel={onCancel}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <SidebarContent {...props} expanded onNavigate={onClose} />
      </dialog>
    </>
  );
}
