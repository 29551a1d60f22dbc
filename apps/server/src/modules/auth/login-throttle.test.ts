import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('allows 10 failures an hour, then asks to wait until the oldest expires', () => {
    let t = 0;
    const throttle = createLoginThrottle({ max: 10, windowMs: 3_600_000, now: () => t });
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds('a|ip')).toBe(0);
      throttle.recordFailure('a|ip');
      t += 60_000;
    }
    // First failure at t=0, now t=600s: wait until t=3600s.
    expect(throttle.retryAfterSeconds('a|ip')).toBe(3000);
    expect(throttle.retryAfterSeconds('a|other-ip')).toBe(0);
    t = 3_600_001;
    expect(throttle.retryAfterSeconds('a|ip')).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = createLoginThrottle({ max: 2, windowMs: 1000, now: () => 0 });
    throttle.recordFailure('k');
    throttle.recordFailure('k');
    expect(throttle.retryAfterSeconds('k')).toBeGreaterThan(0);
    throttle.reset('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });
});
