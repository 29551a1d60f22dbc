export { theme, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './theme';
export { ColorModeToggle } from './color-mode-toggle';
/** localStorage key for the chosen colour mode (light, dark or system). */
export const COLOR_MODE_STORAGE_KEY = 'wilco-color-mode';
