import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { syncTokensFromStorage } from '../lib/auth/token-store';
import { useNotificationStore } from '../lib/notifications';
import { useBlockingLoader } from '../components/ui/blocking-loader';

// jsdom has no matchMedia; MUI's colour scheme and useMediaQuery ask for it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// findBy*/waitFor give up after 1 s by default; a lazy route's first import takes longer than
// that on a busy 2-core machine, and a late page is not a wrong page.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  syncTokensFromStorage();
  useNotificationStore.setState({ queue: [] });
  useBlockingLoader.setState({ pending: 0 });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
