export { SettingsDialog, DEVICE_SETTINGS_HINT } from './components/settings-dialog';
export { SettingsButton } from './components/settings-button';
export { BACKEND_LOADING_TEXT } from './components/backend-result';
export { routeNameFromPath } from './utils/route-name';
