export { AccountSettingsDialog } from './components/account-settings-dialog';
export { AccountRoles } from './components/account-roles';
export { ChangePasswordSection } from './components/change-password-section';
export { ExamDateSection } from './components/exam-date-section';
export { ForcedMfaDialog } from './components/forced-mfa-dialog';
export { IdentityFields } from './components/identity-fields';
export { TwoFactorSection } from './components/two-factor-section';
export { openAccountSettings, useAccountDialog } from './stores/account-dialog-store';
export { needsMfaEnrollment } from './utils/mfa-required';
