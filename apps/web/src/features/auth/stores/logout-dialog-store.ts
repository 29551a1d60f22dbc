import { create } from 'zustand';
import { paths } from '../../../config/paths';

/** docs/product/shell-and-accounts.md, "Logout", verbatim. */
export const LOGOUT_DIALOG_DEFAULTS = {
  title: 'Confirmation: Logout',
  text: 'Are you sure you want to logout?',
} as const;

/** 'single': one Yes and a close control. 'yes-no': a deep link asks whether to log out first. */
export type LogoutDialogVariant = 'single' | 'yes-no';

export type LogoutDialogOptions = {
  title?: string;
  text?: string;
  variant?: LogoutDialogVariant;
  /** Where Yes leads after signing out. */
  redirectTo?: string;
};

type LogoutDialogState = Required<LogoutDialogOptions> & {
  isOpen: boolean;
  open: (options?: LogoutDialogOptions) => void;
  close: () => void;
};

const closed = {
  isOpen: false,
  ...LOGOUT_DIALOG_DEFAULTS,
  variant: 'single' as LogoutDialogVariant,
  redirectTo: paths.login as string,
};

/** Title and text reset whenever the dialog opens or closes, so a custom text never leaks. */
export const useLogoutDialog = create<LogoutDialogState>()((set) => ({
  ...closed,
  open: ({ title, text, variant, redirectTo } = {}) =>
    set({
      ...closed,
      isOpen: true,
      title: title ?? closed.title,
      text: text ?? closed.text,
      variant: variant ?? closed.variant,
      redirectTo: redirectTo ?? closed.redirectTo,
    }),
  close: () => set(closed),
}));

export function openLogoutDialog(options?: LogoutDialogOptions): void {
  useLogoutDialog.getState().open(options);
}
