import type { CurrentUser } from '@wilco/shared';
import { SHELL_ICONS } from '../../../components/layouts/shell-icons';
import { PlainIcon } from '../../../components/plain/icons';
import '../../../components/plain/shell.css';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { showsTrialBar, trialBarText } from '../utils/trial';

type TrialBarProps = { user: CurrentUser | undefined; isSimulating?: boolean };

/**
 * docs/product/shell-and-accounts.md, "Trial": the days left of a trial, and where to register for a full
 * license. MUI's warning Alert look in plain elements (components/plain/shell.css): the shell loads
 * no MUI (decision 036).
 */
export function TrialBar({ user, isSimulating = false }: TrialBarProps) {
  if (!user || !showsTrialBar(user.db_user.roles, isSimulating)) return null;
  return (
    <div className="w-alert w-banner w-banner-warning" role="status" aria-label="Trial">
      <PlainIcon path={SHELL_ICONS.reportProblemOutlined} />
      <div className="w-alert-message">
        <span className="w-banner-text">{trialBarText(user.db_user.subscription.end_date)}</span>
        <a
          className="w-banner-link"
          href={getRuntimeConfig().registerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Register for a full license
          <span className="w-visually-hidden">{' (opens in a new tab)'}</span>
        </a>
      </div>
    </div>
  );
}
