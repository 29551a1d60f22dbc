import { useSyncExternalStore } from 'react';
import { currentColorScheme, storeColorScheme, subscribeColorScheme } from '../../lib/color-scheme';
import { PlainIcon } from '../plain/icons';
import { SHELL_ICONS } from './shell-icons';

/**
 * Light/dark switch without MUI (decision 036): the choice is stored where MUI's theme reads it
 * and set on <html>, and the themed parts on the page follow (lib/color-scheme.ts). Until a
 * choice is made the system's mode is followed.
 */
export function ColorModeToggle() {
  const scheme = useSyncExternalStore(subscribeColorScheme, currentColorScheme, () => 'light');
  const isDark = scheme === 'dark';
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';

  return (
    <button
      type="button"
      className="w-bar-button"
      aria-label={label}
      data-tip={label}
      data-tip-placement="bottom"
      onClick={() => storeColorScheme(isDark ? 'light' : 'dark')}
    >
      <PlainIcon path={isDark ? SHELL_ICONS.lightMode : SHELL_ICONS.darkMode} />
    </button>
  );
}
