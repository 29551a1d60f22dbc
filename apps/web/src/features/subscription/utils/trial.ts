import { ROLE } from '@wilco/shared';
import dayjs from 'dayjs';

const DAY_MS = 86_400_000;

/** docs/product/shell-and-accounts.md, "Trial": whole days between now and the end date; never negative. */
export function trialDaysLeft(endDate: string, now: Date = new Date()): number {
  const left = Date.parse(endDate) - now.getTime();
  if (!Number.isFinite(left)) return 0;
  return Math.max(0, Math.floor(left / DAY_MS));
}

/**
 * docs/product/shell-and-accounts.md, "Trial": month name, day and 12-hour time, e.g. 'December 5, 3:04 PM'.
 */
export function formatTrialEnd(endDate: string): string {
  return dayjs(endDate).format('MMMM D, h:mm A');
}

/** docs/product/shell-and-accounts.md, "Trial", verbatim. */
export function trialBarText(endDate: string | null, now: Date = new Date()): string {
  const intro = 'You are using the product in Trial mode.';
  if (!endDate || !dayjs(endDate).isValid()) return intro;
  return `${intro} Your subscription expires in ${trialDaysLeft(endDate, now)} days on ${formatTrialEnd(endDate)}.`;
}

/**
 * docs/product/shell-and-accounts.md, "Shell": Trial-role users see the bar, except while a simulation runs.
 */
export function showsTrialBar(roles: readonly string[], isSimulating = false): boolean {
  return roles.includes(ROLE.Trial) && !isSimulating;
}
