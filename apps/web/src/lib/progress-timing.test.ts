import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideProgressBar, withMinimumDelay } from './progress-timing';

describe('decideProgressBar', () => {
  it('stays hidden while idle', () => {
    expect(decideProgressBar({ busy: false, busySince: null, shownAt: null, now: 0 })).toEqual({
      visible: false,
      recheckInMs: null,
    });
  });

  it('waits 200 ms before showing, and says when to look again', () => {
    expect(decideProgressBar({ busy: true, busySince: 1000, shownAt: null, now: 1050 })).toEqual({
      visible: false,
      recheckInMs: 150,
    });
    expect(decideProgressBar({ busy: true, busySince: 1000, shownAt: null, now: 1200 }).visible).toBe(true);
  });

  it('never shows for work that finishes within 200 ms', () => {
    expect(decideProgressBar({ busy: false, busySince: null, shownAt: null, now: 1150 }).visible).toBe(false);
  });

  it('keeps the bar for 600 ms once shown even if the work ends at once', () => {
    expect(decideProgressBar({ busy: false, busySince: null, shownAt: 2000, now: 2100 })).toEqual({
      visible: true,
      recheckInMs: 500,
    });
    expect(decideProgressBar({ busy: false, busySince: null, shownAt: 2000, now: 2600 }).visible).toBe(false);
  });

  it('keeps the bar while work continues past 600 ms', () => {
    expect(decideProgressBar({ busy: true, busySince: 1800, shownAt: 2000, now: 9000 }).visible).toBe(true);
  });
});

describe('withMinimumDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a fast result until 200 ms have passed', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void withMinimumDelay(Promise.resolve('data')).then(settled);
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('data');
  });
});
