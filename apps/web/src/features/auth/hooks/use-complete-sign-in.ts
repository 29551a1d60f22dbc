import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { markActivity } from '../../../lib/auth/activity';
import { setTokens } from '../../../lib/auth/token-store';
import type { TokenPair } from '@wilco/shared';

/**
 * Stores the session and opens the dashboard. Cached queries belonged to the signed-out
 * visitor; dropping them refetches the route list for the new user (spec 01 §4).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (tokens: TokenPair) => {
    setTokens(tokens);
    // A new session starts active, whatever an earlier one left in storage.
    markActivity();
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  };
}
