import { FEATURE, hasFeature, ROLE, type CurrentUser } from '@wilco/shared';
import { hasRole } from '../../../lib/auth/current-user';

/** Grants the Backend API Tester to a non-admin (System Admin → users → row menu). */
export const BACKEND_TESTER_FEATURE = FEATURE.BackendTester;

export type BackendTesterAccess = 'none' | 'content' | 'full';

/**
 * Shows the tester to admins (docs/product/administration.md, "Backend tester"). A user with the feature gets
 * it too, but only the lists the server lets any user read: the user lists are enforced admin-only there.
 */
export function backendTesterAccess(user: CurrentUser | undefined): BackendTesterAccess {
  if (hasRole(user, ROLE.Admin)) return 'full';
  return user && hasFeature(user.features, BACKEND_TESTER_FEATURE) ? 'content' : 'none';
}
