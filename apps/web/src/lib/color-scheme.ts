import { COLOR_MODE_STORAGE_KEY } from '../components/theme/color-mode-key';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Sets `data-color-scheme` on <html> from the stored mode (or the system's), as MUI's theme does
 * once it loads, so the sign-in page, which loads no MUI (decision 036), has the same colours
 * (components/plain/plain.css). While the mode follows the system, a system change is followed too.
 */
export function applyStoredColorScheme(win: Window = window) {
  const apply = () => {
    let stored: string | null = null;
    try {
      stored = win.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    } catch {
      // storage blocked: follow the system
    }
    const dark = stored === 'dark' || (stored !== 'light' && win.matchMedia?.(DARK_QUERY).matches === true);
    win.document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
  };
  apply();
  win.matchMedia?.(DARK_QUERY).addEventListener?.('change', apply);
}
