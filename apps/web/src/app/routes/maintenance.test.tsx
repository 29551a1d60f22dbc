import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { MaintenancePage } from './maintenance';

describe('MaintenancePage (docs/product/shell-and-accounts.md, "Layouts")', () => {
  it("shows the logo and the server's notice, and no way into the app while maintenance is on", async () => {
    stubApi({
      'GET /status': () =>
        jsonResponse({ maintenance: true, maintenance_notice: 'Back at 10:00 UTC.', announcement: null }),
    });
    renderWithProviders(<MaintenancePage />, { route: '/Maintenance' });
    expect(await screen.findByText('Back at 10:00 UTC.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to sign in' })).not.toBeInTheDocument();
  });

  it('offers the way back once maintenance is over', async () => {
    stubApi({
      'GET /status': () => jsonResponse({ maintenance: false, maintenance_notice: '', announcement: null }),
    });
    renderWithProviders(<MaintenancePage />, { route: '/Maintenance' });
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});
