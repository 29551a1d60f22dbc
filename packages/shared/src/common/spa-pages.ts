/**
 * docs/product/shell-and-accounts.md, "Routes": the addresses the web app has a page for. The server
 * answers any other page address with 404 (still with the app, which says the page could not be
 * found). Patterns match whole paths, case-insensitively like the router; `:param` is one segment.
 * A new page must be added here as well as to the router (router.test.tsx checks both agree).
 */
export const SPA_PAGE_PATTERNS = [
  '/',
  '/Home',
  '/Home/indexV1',
  '/Course',
  '/Quizzes',
  '/Simulation',
  '/Simulation/link/:deepLink',
  '/CourseAdmin',
  '/ScenarioAdmin',
  '/SystemAdmin',
  '/SystemAdmin/indexV1',
  '/User',
  '/Logout',
  '/Maintenance',
  '/widget',
] as const;

const MATCHERS = SPA_PAGE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

export type SpaPagePattern = (typeof SPA_PAGE_PATTERNS)[number];

/** The page pattern a URL path (query string allowed) is an address of, or null for none. */
export function spaPagePattern(url: string): SpaPagePattern | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const index = MATCHERS.findIndex((re) => re.test(pathname));
  return index < 0 ? null : SPA_PAGE_PATTERNS[index]!;
}

/** Whether a URL path (query string allowed) is one of the web app's pages. */
export function isSpaPage(url: string): boolean {
  return spaPagePattern(url) !== null;
}
