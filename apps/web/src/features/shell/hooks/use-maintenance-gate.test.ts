import { describe, expect, it } from 'vitest';
import { isBlockedByMaintenance } from './use-maintenance-gate';

describe('isBlockedByMaintenance', () => {
  it('lets everyone through when maintenance is off', () => {
    expect(isBlockedByMaintenance({ maintenance: false, roles: [], developerBypass: false })).toBe(false);
  });

  it('blocks learners during maintenance', () => {
    expect(isBlockedByMaintenance({ maintenance: true, roles: ['Trial'], developerBypass: false })).toBe(
      true,
    );
  });

  it('exempts Admins and the developer=true bypass', () => {
    expect(isBlockedByMaintenance({ maintenance: true, roles: ['Admin'], developerBypass: false })).toBe(
      false,
    );
    expect(isBlockedByMaintenance({ maintenance: true, roles: [], developerBypass: true })).toBe(false);
  });
});
