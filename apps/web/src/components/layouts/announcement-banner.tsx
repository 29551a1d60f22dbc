import { PlainIcon } from '../plain/icons';
import { SHELL_ICONS } from './shell-icons';

/**
 * docs/product/shell-and-accounts.md, "Shell": the server's announcement text. A status, not an alert: it
 * must not interrupt on every page. MUI's info Alert look in plain elements
 * (components/plain/shell.css): the shell loads no MUI (decision 036).
 */
export function AnnouncementBanner({ text }: { text: string }) {
  return (
    <div className="w-alert w-banner w-banner-info" role="status" aria-label="Announcement">
      <PlainIcon path={SHELL_ICONS.campaign} />
      <div className="w-alert-message">{text}</div>
    </div>
  );
}
