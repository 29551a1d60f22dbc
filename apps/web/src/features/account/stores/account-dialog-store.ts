// The store lives in shared code so the Home cards can open the dialog (lib/account-dialog.ts).
export { openAccountSettings, useAccountDialog } from '../../../lib/account-dialog';
