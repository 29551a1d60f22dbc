export { theme, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './theme';
export { ColorModeToggle } from './color-mode-toggle';
export { COLOR_MODE_STORAGE_KEY } from './color-mode-key';
export { AppThemeProvider } from './app-theme-provider';
