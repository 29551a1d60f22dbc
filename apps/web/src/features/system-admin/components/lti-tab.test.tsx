import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LtiTab } from './lti-tab';

describe('LTI platforms (docs/product/integrations.md, "Platforms")', () => {
  it('labels the deployment ids briefly, says how to give several, and sends them as a list', async () => {
    const api = stubApi({
      'GET /admin/lti/platforms': () => jsonResponse([]),
      'POST /admin/lti/platforms': (init) =>
        jsonResponse({ platform_id: 1, tenant_id: 1, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderWithProviders(<LtiTab />);
    expect(await screen.findByText('No platform registered yet.')).toBeInTheDocument();
    const ids = screen.getByRole('textbox', { name: 'Deployment IDs' });
    expect(ids).toHaveAccessibleDescription('Separate several with commas');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Issuer' }), 'https://lms.example');
    await user.type(screen.getByRole('textbox', { name: 'Client ID' }), 'wilco');
    await user.type(ids, 'one, two');
    await user.type(screen.getByRole('textbox', { name: 'Auth login URL' }), 'https://lms.example/auth');
    await user.type(screen.getByRole('textbox', { name: 'Token URL' }), 'https://lms.example/token');
    await user.type(screen.getByRole('textbox', { name: 'Key set URL' }), 'https://lms.example/jwks');
    await user.click(screen.getByRole('button', { name: 'Add platform' }));
    expect(api.requests('POST /admin/lti/platforms')[0]).toMatchObject({ deployment_ids: ['one', 'two'] });
  });
});
