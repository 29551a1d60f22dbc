/**
 * The origins a Content-Security-Policy list needs for the addresses the web client is told to use
 * (docs/product/shell-and-accounts.md, "Hardening"). Relative addresses ("/api") are the app itself and
 * covered by 'self'; absolute ones add their origin. With `webSocket`, an http(s) address also adds its
 * ws(s) twin, since Socket.IO upgrades on the same host.
 */
export function cspOrigins(urls: readonly string[], options: { webSocket?: boolean } = {}): string[] {
  const out = new Set<string>();
  for (const raw of urls) {
    if (!raw || raw.startsWith('/')) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) continue;
    out.add(url.origin);
    if (options.webSocket && (url.protocol === 'http:' || url.protocol === 'https:')) {
      out.add(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
    }
  }
  return [...out];
}
