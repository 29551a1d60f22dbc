import { describe, expect, it } from 'vitest';
import { formatTrialEnd, showsTrialBar, trialBarText, trialDaysLeft } from './trial';

const now = new Date('2030-12-01T15:04:00');

describe('trialDaysLeft', () => {
  it('counts whole days between now and the end, rounding partial days down', () => {
    expect(trialDaysLeft(new Date('2030-12-05T15:04:00').toISOString(), now)).toBe(4);
    expect(trialDaysLeft(new Date('2030-12-05T15:03:00').toISOString(), now)).toBe(3);
    expect(trialDaysLeft(new Date('2030-12-15T12:00:00').toISOString(), now)).toBe(13);
    expect(trialDaysLeft(new Date('2030-12-01T23:00:00').toISOString(), now)).toBe(0);
  });

  it('never goes negative, even after the end or for an unreadable date', () => {
    expect(trialDaysLeft(new Date('2030-11-20T00:00:00').toISOString(), now)).toBe(0);
    expect(trialDaysLeft('not a date', now)).toBe(0);
  });
});

describe('trial bar text', () => {
  it('reads the end as month name, day and 12-hour time', () => {
    expect(formatTrialEnd(new Date('2030-12-05T15:04:00').toISOString())).toBe('December 5, 3:04 PM');
    expect(formatTrialEnd(new Date('2031-01-09T09:30:00').toISOString())).toBe('January 9, 9:30 AM');
  });

  it('is the spec’s sentence', () => {
    expect(trialBarText(new Date('2030-12-05T15:04:00').toISOString(), now)).toBe(
      'You are using the product in Trial mode. Your subscription expires in 4 days on December 5, 3:04 PM.',
    );
  });

  it('keeps to the first sentence when the trial has no end date', () => {
    expect(trialBarText(null, now)).toBe('You are using the product in Trial mode.');
  });
});

describe('showsTrialBar', () => {
  it('shows for Trial users outside a simulation only', () => {
    expect(showsTrialBar(['Trial'])).toBe(true);
    expect(showsTrialBar(['Trial'], true)).toBe(false);
    expect(showsTrialBar(['Learner'])).toBe(false);
    expect(showsTrialBar(['Admin', 'Author'])).toBe(false);
  });
});
