export { LoginPanel } from './components/login-panel';
export { PASSWORD_CHANGED_NOTICE } from './components/notices';
export { LogoutDialog } from './components/logout-dialog';
export { SignInCard } from './components/sign-in-card';
export { useIdleLogout } from './hooks/use-idle-logout';
export { useResetLinkWhileSignedIn } from './hooks/use-reset-link-while-signed-in';
export { useSignOut, type SignOutOptions } from './hooks/use-sign-out';
export { LOGOUT_DIALOG_DEFAULTS, openLogoutDialog, useLogoutDialog } from './stores/logout-dialog-store';
