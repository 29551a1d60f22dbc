import { describe, expect, it } from 'vitest';
import { decideLeave } from './leave';

describe('decideLeave', () => {
  it('follows spec 01 §4: refuse while running, confirm before start, leave when paused or ended', () => {
    expect(decideLeave('started')).toBe('refuse');
    expect(decideLeave('not-started')).toBe('confirm');
    expect(decideLeave('paused')).toBe('leave');
    expect(decideLeave('ended')).toBe('leave');
  });
});
