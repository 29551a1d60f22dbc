import { describe, expect, it } from 'vitest';
import { decideIdle } from './idle';

const minute = 60_000;

describe('decideIdle', () => {
  it('stays signed in before the idle time and says how long is left', () => {
    expect(decideIdle({ now: 10 * minute, lastActivityAt: 4 * minute, idleMs: 30 * minute })).toEqual({
      kind: 'active',
      remainingMs: 24 * minute,
    });
  });

  it('signs out once the idle time has passed without activity, exactly at the limit too', () => {
    expect(decideIdle({ now: 30 * minute, lastActivityAt: 0 + 1, idleMs: 30 * minute }).kind).toBe('active');
    expect(decideIdle({ now: 31 * minute, lastActivityAt: minute, idleMs: 30 * minute })).toEqual({
      kind: 'idle',
    });
    expect(decideIdle({ now: 5 * 60 * minute, lastActivityAt: minute, idleMs: 30 * minute }).kind).toBe(
      'idle',
    );
  });

  it('counts from now when no activity was recorded or the clock went backwards', () => {
    expect(decideIdle({ now: minute, lastActivityAt: null, idleMs: 30 * minute })).toEqual({
      kind: 'active',
      remainingMs: 30 * minute,
    });
    expect(decideIdle({ now: minute, lastActivityAt: 9 * minute, idleMs: 30 * minute }).kind).toBe('active');
  });
});
