import { useCurrentUser } from '../../../lib/auth/current-user';

/**
 * Name and email for the bottom of the sidebar (docs/product/shell-and-accounts.md, "Shell"), or null while
 * unknown.
 */
export function useSidebarUser(): { name: string; email: string } | null {
  const { data } = useCurrentUser();
  return data ? { name: data.auth_user.display_name, email: data.auth_user.email } : null;
}
