import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '../components/ui/page-fallback';
import { withChunkReload } from '../lib/chunk-reload';
import { guard } from './guards';
import { RouteErrorPage } from './route-error';
import { LoginShell } from './shells/login-shell';
import { RootLayout } from './shells/root-layout';

// Every page is its own chunk; a chunk missing after a deploy reloads the page
// (docs/product/shell-and-accounts.md, "Loading and reloads").

/**
 * docs/product/shell-and-accounts.md, "Routes". Segment casing is fixed; React Router matches it
 * case-insensitively.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        element: <LoginShell />,
        loader: guard('guest'),
        children: [{ index: true, lazy: withChunkReload(() => import('./routes/login')) }],
      },
      {
        // The signed-in shell is a chunk of its own, so the sign-in page never loads it
        // (docs/product/shell-and-accounts.md, "Loading and reloads"). It renders without MUI, as
        // does Home; every other page brings MUI's theme inside it (decision 036).
        lazy: withChunkReload(() => import('./shells/app-shell')),
        loader: guard('auth'),
        children: [
          { path: 'Home', lazy: withChunkReload(() => import('./routes/home')) },
          {
            lazy: withChunkReload(() => import('./shells/themed-layout')),
            children: [
              // The older, compact variants (docs/product/learning.md, "Older home"; administration.md).
              { path: 'Home/indexV1', lazy: withChunkReload(() => import('./routes/home-v1')) },
              { path: 'Course', lazy: withChunkReload(() => import('./routes/course')) },
              { path: 'Quizzes', lazy: withChunkReload(() => import('./routes/quizzes')) },
              { path: 'Simulation', lazy: withChunkReload(() => import('./routes/simulation')) },
              {
                path: 'Simulation/link/:deepLink',
                lazy: withChunkReload(() => import('./routes/simulation-link')),
              },
              {
                path: 'CourseAdmin',
                // Authors get the Questions tab; course content stays with admins (course-admin-view).
                loader: guard('author'),
                lazy: withChunkReload(() => import('./routes/course-admin')),
              },
              {
                path: 'ScenarioAdmin',
                loader: guard('author'),
                lazy: withChunkReload(() => import('./routes/scenario-admin')),
              },
              {
                path: 'SystemAdmin',
                loader: guard('admin'),
                lazy: withChunkReload(() => import('./routes/system-admin')),
              },
              {
                path: 'SystemAdmin/indexV1',
                loader: guard('admin'),
                lazy: withChunkReload(() => import('./routes/system-admin-v1')),
              },
              { path: 'User', lazy: withChunkReload(() => import('./routes/user')) },
              { path: 'Logout', lazy: withChunkReload(() => import('./routes/logout')) },
            ],
          },
        ],
      },
      {
        // MUI's theme loads with the pages outside the shell that use it (decision 036).
        lazy: withChunkReload(() => import('./shells/themed-layout')),
        children: [
          {
            // docs/product/integrations.md, "In a frame": the LMS page, without the sidebar. Its shell
            // and the launch-code loader are a chunk of their own, like the signed-in shell.
            lazy: withChunkReload(async () => {
              const { WidgetShell, widgetLoader } = await import('./shells/widget-shell');
              return { Component: WidgetShell, loader: widgetLoader };
            }),
            children: [{ path: 'widget', lazy: withChunkReload(() => import('./routes/widget')) }],
          },
          { path: 'Maintenance', lazy: withChunkReload(() => import('./routes/maintenance')) },
          { path: '*', lazy: withChunkReload(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
