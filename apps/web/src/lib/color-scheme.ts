import { COLOR_MODE_STORAGE_KEY } from '../components/theme/color-mode-key';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The attribute MUI's theme and plain.css both read (theme.ts, colorSchemeSelector). */
const ATTRIBUTE = 'data-color-scheme';

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
    win.document.documentElement.setAttribute(ATTRIBUTE, dark ? 'dark' : 'light');
  };
  apply();
  win.matchMedia?.(DARK_QUERY).addEventListener?.('change', apply);
}

export type ColorScheme = 'light' | 'dark';

/** The scheme on <html> now. */
export function currentColorScheme(): ColorScheme {
  return document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever the scheme on <html> changes, whoever changed it. */
export function subscribeColorScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The user's choice of scheme, without MUI (decision 036): stored under the key MUI's theme reads,
 * and set on <html>. MUI's providers already on the page (the themed routes, dialogs) follow the
 * stored mode through the storage event, which the browser itself sends to other tabs only.
 */
export function storeColorScheme(scheme: ColorScheme, win: Window = window) {
  try {
    win.localStorage.setItem(COLOR_MODE_STORAGE_KEY, scheme);
  } catch {
    // storage blocked: the choice lasts for this page
  }
  win.document.documentElement.setAttribute(ATTRIBUTE, scheme);
  win.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: scheme }));
}
