import { createTheme } from '@mui/material/styles';

/**
 * Aviation palette. Every main colour was checked against its text colour and the page
 * background for WCAG AA (4.5:1): e.g. navy #0B3D91 on white 10:1, orange #C2410C with white 5.2:1,
 * sky #8AB4F8 on the dark background 8.9:1. docs/product/shell-and-accounts.md, "Notifications": errors are
 * orange, warnings orange-3, success green, info blue.
 */
const light = {
  primary: { main: '#0B3D91' },
  secondary: { main: '#006C80' },
  error: { main: '#C2410C' },
  warning: { main: '#F59E0B' },
  success: { main: '#2E7D32' },
  info: { main: '#1565C0' },
  background: { default: '#F4F6FA', paper: '#FFFFFF' },
};

const dark = {
  primary: { main: '#8AB4F8' },
  secondary: { main: '#4DD0E1' },
  error: { main: '#FF9E66' },
  warning: { main: '#FFB74D' },
  success: { main: '#81C784' },
  info: { main: '#90CAF9' },
  background: { default: '#0B1220', paper: '#111A2E' },
};

/** The keyboard focus ring, as components/plain/plain.css draws it. */
const FOCUS_RING = '3px solid #F59E0B';

export const theme = createTheme({
  // CSS variables let the light/dark switch happen without re-rendering the tree.
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: { palette: { ...light, contrastThreshold: 4.5 } },
    dark: { palette: { ...dark, contrastThreshold: 4.5 } },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The CSP allows only same-origin fonts, so we use the system stack instead of a web font.
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring for keyboard users on every control (WCAG 2.4.7).
        ':focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
      },
    },
    // MUI's buttons, tabs, menu items, checkboxes and switches clear the outline for a faint focus
    // ripple: they take the same ring when focused from the keyboard (MUI's focusVisible class).
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } } },
    },
    // Inside a list or a tab bar that clips what sticks out, the ring is drawn just inside.
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    // An alert's action ("Try again") stays on one line beside a long message on a phone.
    MuiAlert: { styleOverrides: { action: { whiteSpace: 'nowrap' } } },
  },
});
