import { describe, expect, it } from 'vitest';
import { irregularBase, verbBase } from './word-forms';

describe('word forms the suffix stemmer cannot reach', () => {
  it('gives the base of irregular forms and of the noun "loss"', () => {
    expect(irregularBase('lost')).toBe('lose');
    expect(irregularBase('loss')).toBe('lose');
    expect(irregularBase('gave')).toBe('give');
    expect(irregularBase('given')).toBe('give');
    expect(irregularBase('frozen')).toBe('freeze');
  });

  it('leaves alone the forms that are values or other words', () => {
    expect(irregularBase('left')).toBeUndefined();
    expect(irregularBase('broken')).toBeUndefined();
    expect(irregularBase('landing')).toBeUndefined();
  });

  it('undoes a doubled consonant and puts back a dropped "e"', () => {
    expect(verbBase('planned')).toBe('plan');
    expect(verbBase('stopping')).toBe('stop');
    expect(verbBase('rated')).toBe('rate');
    expect(verbBase('rating')).toBe('rate');
    expect(verbBase('lining')).toBe('line');
    expect(verbBase('adding')).toBe('add');
    expect(verbBase('using')).toBe('use');
    expect(verbBase('iced')).toBe('ice');
  });

  it('leaves words whose ending is no verb ending of that kind', () => {
    expect(verbBase('speed')).toBeUndefined();
    expect(verbBase('fixing')).toBeUndefined();
    expect(verbBase('landing')).toBeUndefined();
    expect(verbBase('called')).toBeUndefined();
    expect(verbBase('string')).toBeUndefined();
  });
});
