export { AccountSettingsDialog } from './components/account-settings-dialog';
export { ForcedMfaDialog, needsMfaEnrollment } from './components/forced-mfa-dialog';
export { openAccountSettings, useAccountDialog } from './stores/account-dialog-store';
