import { describe, expect, it } from 'vitest';
import { isSpaPage } from './spa-pages';

describe('isSpaPage', () => {
  it('knows every page of the route table, in any casing, with a query string or a trailing slash', () => {
    for (const url of ['/', '/?developer=true', '/Home', '/home/', '/HOME/indexv1', '/Simulation/link/abc']) {
      expect(isSpaPage(url), url).toBe(true);
    }
  });

  it('rejects unknown addresses and extra segments', () => {
    for (const url of [
      '/nope',
      '/no/such/page',
      '/Home/extra',
      '/Simulation/link',
      '/Simulation/link/a/b',
      '//',
    ]) {
      expect(isSpaPage(url), url).toBe(false);
    }
  });
});
