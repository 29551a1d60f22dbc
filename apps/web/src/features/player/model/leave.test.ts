import { describe, expect, it } from 'vitest';
import { decideLeave } from './leave';

describe('decideLeave', () => {
  // docs/product/quiz-player.md, "Leaving"
  it('refuses while running, confirms before start, leaves when paused or ended', () => {
    expect(decideLeave('started')).toBe('refuse');
    expect(decideLeave('not-started')).toBe('confirm');
    expect(decideLeave('paused')).toBe('leave');
    expect(decideLeave('ended')).toBe('leave');
  });
});
