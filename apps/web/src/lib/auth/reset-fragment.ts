/**
 * Emailed reset links carry their token in the fragment (docs/product/administration.md, "Mail"), which
 * browsers never send, so it cannot reach a request log. The app's routes read it as the
 * `reset_token` parameter; this moves it there in the address bar only (no request is made).
 */
export function moveResetTokenFromFragment(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = fragment.get('reset_token');
  if (!token) return false;
  const search = new URLSearchParams(location.search);
  search.set('reset_token', token);
  history.replaceState(null, '', `${location.pathname}?${search.toString()}`);
  return true;
}
