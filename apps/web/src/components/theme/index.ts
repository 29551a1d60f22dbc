export { theme } from './theme';
export { COLOR_MODE_STORAGE_KEY } from './color-mode-key';
export { AppThemeProvider } from './app-theme-provider';
