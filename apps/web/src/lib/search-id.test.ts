import { describe, expect, it } from 'vitest';
import { idsFromSearch } from './search-id';

const ids = (search: string) => idsFromSearch(new URLSearchParams(search), 'sim', 8);

describe('idsFromSearch (?sim= of a call or a multi-chat group)', () => {
  it('reads one id or a comma-separated list, in its order', () => {
    expect(ids('sim=7')).toEqual([7]);
    expect(ids('sim=31,32,30')).toEqual([31, 32, 30]);
  });

  it('answers null for anything that is not a list of distinct ids within the bound', () => {
    for (const bad of ['', 'sim=', 'sim=abc', 'sim=7,x', 'sim=7,', 'sim=7,7', 'sim=0,1', 'sim=3000000000'])
      expect(ids(bad)).toBeNull();
    expect(ids(`sim=${[1, 2, 3, 4, 5, 6, 7, 8, 9].join(',')}`)).toBeNull();
  });
});
