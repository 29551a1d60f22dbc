import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { runBlocking } from '../../../components/ui/blocking-loader';
import { markActivity } from '../../../lib/auth/activity';
import { currentUserQueryOptions } from '../../../lib/auth/current-user';
import { setTokens } from '../../../lib/auth/token-store';
import type { TokenPair } from '@wilco/shared';

/**
 * Stores the session and opens the dashboard. Cached queries belonged to the signed-out
 * visitor; dropping them refetches the route list for the new user
 * (docs/product/shell-and-accounts.md, "Sidebar items").
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (tokens: TokenPair) => {
    setTokens(tokens);
    // A new session starts active, whatever an earlier one left in storage.
    markActivity();
    queryClient.clear();
    // docs/product/shell-and-accounts.md, "Shell": the blocking loader shows while the signed-in user's data
    // is obtained.
    await runBlocking(queryClient.prefetchQuery(currentUserQueryOptions()));
    void navigate(paths.home, { replace: true });
  };
}
