import type { SpaPagePattern } from '@wilco/shared';

/**
 * For each page, the lazily loaded modules its first render needs, written as router.tsx imports
 * them. The build turns them into the page's chunks (vite-page-preloads.ts) and the server names
 * those chunks in the page's HTML, so the browser fetches them all at once instead of one lazy
 * import after another (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
const SIGNED_IN = ['./shells/app-shell', './shells/themed-layout'];

/** Per page pattern, and '*' for any other address (the not-found page). */
export const PAGE_MODULES: Record<SpaPagePattern | '*', readonly string[]> = {
  '/': ['./routes/login'],
  '/Home': [
    './shells/app-shell',
    './routes/home',
    // A first visit opens it over Home; the schemas are what Home's first answers are read with.
    '../features/onboarding/components/consent-dialog',
    '@wilco/shared/auth/auth.schemas',
    '@wilco/shared/users/users.schemas',
  ],
  '/Home/indexV1': [...SIGNED_IN, './routes/home-v1'],
  '/Course': [...SIGNED_IN, './routes/course'],
  '/Quizzes': [...SIGNED_IN, './routes/quizzes'],
  '/Simulation': [...SIGNED_IN, './routes/simulation'],
  '/Simulation/link/:deepLink': [...SIGNED_IN, './routes/simulation-link'],
  '/CourseAdmin': [...SIGNED_IN, './routes/course-admin'],
  '/ScenarioAdmin': [...SIGNED_IN, './routes/scenario-admin'],
  '/SystemAdmin': [...SIGNED_IN, './routes/system-admin'],
  '/SystemAdmin/indexV1': [...SIGNED_IN, './routes/system-admin-v1'],
  '/User': [...SIGNED_IN, './routes/user'],
  '/Logout': [...SIGNED_IN, './routes/logout'],
  '/Maintenance': ['./shells/themed-layout', './routes/maintenance'],
  '/widget': ['./shells/themed-layout', './shells/widget-shell', './routes/widget'],
  '*': ['./shells/themed-layout', './routes/not-found'],
};
