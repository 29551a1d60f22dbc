import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../components/theme';
import { NotificationsHost } from '../lib/notifications';

type Options = {
  /** Where the memory router starts. */
  route?: string;
  /** Extra routes, e.g. navigation targets the test asserts on. */
  routes?: RouteObject[];
  /** A client prepared by the test, e.g. with the signed-in user already cached. */
  queryClient?: QueryClient;
};

/** Renders `ui` at `route` inside the app's real providers, with retries off. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routes = [], queryClient = createTestQueryClient() }: Options = {},
) {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <NotificationsHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
