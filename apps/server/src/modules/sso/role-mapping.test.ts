import { describe, expect, it } from 'vitest';
import { claimValues, mapRoles } from './role-mapping';

describe('role mapping (docs/product/administration.md, "Single sign-on")', () => {
  const rules = { pilots: ['Learner'], Instructors: ['Author', 'Learner'], admins: ['Admin'] };

  it('reads a claim given as a list, a string or a separated string', () => {
    expect(claimValues({ groups: ['a', 'b'] }, 'groups')).toEqual(['a', 'b']);
    expect(claimValues({ groups: 'a, b c' }, 'groups')).toEqual(['a', 'b', 'c']);
    expect(claimValues({ groups: 'a' }, null)).toEqual([]);
    expect(claimValues({}, 'groups')).toEqual([]);
    expect(claimValues({ groups: [{ x: 1 }, 7] }, 'groups')).toEqual(['7']);
  });

  it('grants the union of every matching rule, ignoring case', () => {
    expect(mapRoles(['instructors', 'PILOTS'], rules, ['Trial'])).toEqual(['Author', 'Learner']);
    expect(mapRoles(['admins'], rules, [])).toEqual(['Admin']);
  });

  it('falls back to the default roles, or none', () => {
    expect(mapRoles(['guests'], rules, ['Trial'])).toEqual(['Trial']);
    expect(mapRoles([], rules, [])).toEqual([]);
  });
});
