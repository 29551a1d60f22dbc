import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../components/theme';
import { setTokens } from '../lib/auth/token-store';
import { jsonResponse } from '../test/render';
import { SPA_PAGE_PATTERNS } from '@wilco/shared';
import { guard } from './guards';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/status'))
      return jsonResponse({ maintenance: false, maintenance_notice: '', announcement: null });
    if (url.endsWith('/client-errors')) return jsonResponse({ logged: true, incident_id: 'x' }, 201);
    return jsonResponse({ message: 'Route GET:/api/user/routes not found' }, 404);
  });
});

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('routes', () => {
  // Every page and shell is a lazy chunk; load the ones these tests open once up front, so a
  // test's look-ups wait for the page to render, not for its modules to be transformed.
  beforeAll(async () => {
    await Promise.all([
      import('./routes/login'),
      import('./shells/app-shell'),
      import('./routes/home'),
      import('./routes/quizzes'),
    ]);
  }, 60_000);

  it('sends a visitor without a token from an app page to the login page', async () => {
    const router = renderAt('/Quizzes');
    expect(await screen.findByRole('heading', { name: 'Sign in to Wilco' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a signed-in user the page inside the default layout', async () => {
    setTokens({ idToken: 'header.e30.sig' });
    renderAt('/Quizzes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Featured Quizzes' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps learners out of the admin screens', async () => {
    setTokens({ idToken: 'header.e30.sig' });
    const router = renderAt('/SystemAdmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Home');
  });

  it('answers an unknown path with the 404 page', async () => {
    renderAt('/Hangar/7');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('has exactly the pages the server answers with 200 (every other address is a 404 there)', () => {
    const collect = (table: RouteObject[], base: string): string[] =>
      table.flatMap((route) => {
        const here = route.path ? `${base.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/') : base;
        const own = route.path === '*' ? [] : route.index || route.path ? [here] : [];
        return [...own, ...collect(route.children ?? [], here)];
      });
    expect(new Set(collect(routes, ''))).toEqual(new Set(SPA_PAGE_PATTERNS));
  });

  it('shows a 500 for a route naming an unknown guard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorElement = routes[0]!.errorElement;
    renderAt('/x', [
      {
        path: '/x',
        loader: guard('auth', 'copilot'),
        element: <p>never</p>,
        errorElement,
        hydrateFallbackElement: <p />,
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong here.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware copilot')).toBeInTheDocument();
  });

  it('carries a password reset link through the guards', async () => {
    setTokens({ idToken: 'header.e30.sig' });
    const router = renderAt('/?reset_token=abc123');
    // The signed-in shell picks the token up and asks to log out first.
    expect(await screen.findByRole('dialog', { name: 'Confirmation: Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Home');
  });

  it('opens the new-password form for a signed-out visitor with a reset link', async () => {
    renderAt('/Home?reset_token=abc123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
