import { describe, expect, it } from 'vitest';
import { wordErrors } from './wer';

describe('word errors', () => {
  it('counts substitutions, insertions and deletions against the reference length', () => {
    expect(wordErrors('cleared to land runway two seven', 'cleared to land runway two seven')).toEqual({
      errors: 0,
      words: 6,
    });
    expect(wordErrors('runway two seven', 'runway three seven')).toEqual({ errors: 1, words: 3 });
    expect(wordErrors('runway two seven', 'the runway two seven left')).toEqual({ errors: 2, words: 3 });
    expect(wordErrors('squawk seven seven zero zero', 'squawk')).toEqual({ errors: 4, words: 5 });
    expect(wordErrors('wilco', '')).toEqual({ errors: 1, words: 1 });
  });
});
