/* global window, document */
// The legal pages take the colour mode the app stores (components/theme/color-mode-key.ts), else the
// system's, as the app does before its own code loads (lib/color-scheme.ts): legal.css reads it.
(function () {
  let stored = null;
  try {
    stored = window.localStorage.getItem('wilco-color-mode');
  } catch {
    // storage blocked: follow the system
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
})();
