import { ROLE } from '@wilco/shared';
import { useSearchParams } from 'react-router';
import { readTokenClaims } from '../../../lib/auth/token-claims';
import { useTokens } from '../../../lib/auth/token-store';
import { usePublicStatus } from '../api/get-status';

export type MaintenanceInput = {
  maintenance: boolean;
  roles: readonly string[];
  /** `?developer=true` on the login layout (docs/product/shell-and-accounts.md, "Maintenance"). */
  developerBypass: boolean;
};

/**
 * docs/product/shell-and-accounts.md, "Maintenance": in maintenance mode everyone but Admins is sent to the
 * notice.
 */
export function isBlockedByMaintenance({ maintenance, roles, developerBypass }: MaintenanceInput): boolean {
  if (!maintenance) return false;
  return !roles.includes(ROLE.Admin) && !developerBypass;
}

/** True when the current visitor must see /Maintenance instead of this layout. */
export function useMaintenanceGate({ allowDeveloperBypass }: { allowDeveloperBypass: boolean }): boolean {
  const { data } = usePublicStatus();
  const { idToken } = useTokens();
  const [searchParams] = useSearchParams();
  return isBlockedByMaintenance({
    maintenance: data?.maintenance ?? false,
    roles: readTokenClaims(idToken).roles,
    developerBypass: allowDeveloperBypass && searchParams.get('developer') === 'true',
  });
}
