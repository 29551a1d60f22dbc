import { describe, expect, it, vi } from 'vitest';
import { idleEnded } from './auth.service';
import { ACTIVITY_WRITE_MS, createSessionActivity } from './session-activity';

describe('session activity (docs/product/shell-and-accounts.md, "Idle sign-out")', () => {
  const setup = () => {
    let t = 0;
    const touch = vi.fn(async () => {});
    const revoke = vi.fn(async () => {});
    const activity = createSessionActivity({
      idleMs: 30 * 60_000,
      touch,
      revoke,
      onError: () => {},
      now: () => t,
    });
    return { activity, touch, revoke, at: (ms: number) => (t = ms) };
  };

  it('writes a session’s activity at most once a minute', async () => {
    const { activity, touch, at } = setup();
    await activity.mark('s1');
    at(ACTIVITY_WRITE_MS - 1);
    await activity.mark('s1');
    expect(touch).toHaveBeenCalledTimes(1);
    at(ACTIVITY_WRITE_MS + 5);
    await activity.mark('s1');
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('ends and revokes a session that stayed idle for longer than the idle time', async () => {
    const { activity, revoke, at } = setup();
    await activity.mark('s1');
    at(30 * 60_000);
    await activity.mark('s1');
    at(60 * 60_000 + 1);
    await expect(activity.mark('s1')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session ended after 30 minutes without activity, please sign in again',
    });
    expect(revoke).toHaveBeenCalledWith('s1');
  });

  // The sentence the signed-out tab shows (docs/product/shell-and-accounts.md, "Idle sign-out").
  it('says how long the session was idle, in words that read right for one minute too', () => {
    expect(idleEnded(30 * 60_000)).toBe(
      'Session ended after 30 minutes without activity, please sign in again',
    );
    expect(idleEnded(60_000)).toBe('Session ended after 1 minute without activity, please sign in again');
  });
});
