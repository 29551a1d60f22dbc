export type SidebarUser = { name: string | null; email: string | null };

function initials(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

function tooltipFor(label: string, expanded: boolean, opensAccount: boolean): string | undefined {
  if (opensAccount) return expanded ? 'Account settings' : `${label}: account settings`;
  return expanded ? undefined : label;
}

type SidebarUserSlotProps = {
  user: SidebarUser | null;
  expanded: boolean;
  /** docs/product/shell-and-accounts.md, "Shell": the name and email open account settings. */
  onOpenAccount?: () => void;
};

/**
 * docs/product/shell-and-accounts.md, "Shell": the user's name and email at the bottom of the sidebar;
 * nothing when unknown. Plain elements (components/plain/shell.css): the shell loads no MUI
 * (decision 036).
 */
export function SidebarUserSlot({ user, expanded, onOpenAccount }: SidebarUserSlotProps) {
  const label = user?.name || user?.email;
  if (!user || !label) return null;
  const content = (
    <>
      <span className="w-avatar" aria-hidden>
        {initials(label)}
      </span>
      {/* Collapsed, the text is still read out; the tooltip shows it on hover. */}
      <span className="w-user-text">
        {/* Spans, as a button holds no paragraphs; the spaces keep the name's words apart. */}
        {user.name ? <span className="w-user-name">{user.name}</span> : null}{' '}
        {user.email ? <span className="w-user-email">{user.email}</span> : null}{' '}
        {onOpenAccount ? <span className="w-visually-hidden">Account settings</span> : null}
      </span>
    </>
  );
  // The tooltip is decoration (aria-hidden): the name and email stay the accessible name.
  const tip = tooltipFor(label, expanded, Boolean(onOpenAccount));

  return (
    <div className="w-user">
      {onOpenAccount ? (
        <button type="button" className="w-user-row" onClick={onOpenAccount} data-tip={tip}>
          {content}
        </button>
      ) : (
        <div className="w-user-row" data-tip={tip}>
          {content}
        </div>
      )}
    </div>
  );
}
