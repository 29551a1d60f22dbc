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

describe('login throttle bound', () => {
  it('keeps at most maxKeys keys and only the last max failures per key', () => {
    let t = 0;
    const throttle = createLoginThrottle({ max: 3, windowMs: 1_000_000, maxKeys: 100, now: () => t });
    for (let i = 0; i < 10_000; i++) {
      throttle.recordFailure(`ip-${i}`);
      t += 1;
    }
    expect(throttle.size()).toBeLessThanOrEqual(100);
    // The most recent addresses are still counted.
    for (let i = 0; i < 5; i++) throttle.recordFailure('ip-9999');
    expect(throttle.retryAfterSeconds('ip-9999')).toBeGreaterThan(0);
    expect(throttle.size()).toBeLessThanOrEqual(100);
  });

  it('drops expired keys before live ones when full', () => {
    let t = 0;
    const throttle = createLoginThrottle({ max: 2, windowMs: 100, maxKeys: 3, now: () => t });
    throttle.recordFailure('old');
    t = 50;
    throttle.recordFailure('live');
    throttle.recordFailure('live');
    t = 120;
    throttle.recordFailure('b');
    throttle.recordFailure('c');
    expect(throttle.retryAfterSeconds('live')).toBeGreaterThan(0);
    expect(throttle.size()).toBeLessThanOrEqual(3);
  });
});
