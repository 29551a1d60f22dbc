import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../../test/fixtures';
import { backendTesterAccess } from './backend-tester-access';

const user = (roles: string[], features: string[] = []) => ({ ...makeCurrentUser({ roles }), features });

describe('backendTesterAccess', () => {
  it('gives admins every list, with or without the feature', () => {
    expect(backendTesterAccess(user(['Admin']))).toBe('full');
    expect(backendTesterAccess(user(['Admin'], ['backend-tester']))).toBe('full');
  });

  it('gives a user with the feature, in any case, the content lists', () => {
    expect(backendTesterAccess(user(['Learner'], ['backend-tester']))).toBe('content');
    expect(backendTesterAccess(user(['Author'], ['voice', 'Backend-Tester']))).toBe('content');
  });

  it('gives nobody else the tester', () => {
    expect(backendTesterAccess(user(['Learner']))).toBe('none');
    expect(backendTesterAccess(user(['Learner'], ['backend']))).toBe('none');
    expect(backendTesterAccess(undefined)).toBe('none');
  });
});
