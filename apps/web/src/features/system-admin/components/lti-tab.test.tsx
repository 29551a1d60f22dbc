import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LtiTab } from './lti-tab';

const platform = {
  platform_id: 1,
  tenant_id: 1,
  name: 'Moodle',
  issuer: 'https://moodle.example',
  client_id: 'wilco',
  deployment_ids: ['1'],
  auth_login_url: 'https://moodle.example/auth',
  token_url: 'https://moodle.example/token',
  jwks_url: 'https://moodle.example/jwks',
};

/** docs/product/administration.md, "System admin": the LTI tab's list says what state it is in. */
describe('LtiTab', { timeout: 20_000 }, () => {
  it('shows that the platforms are loading, then lists them', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubApi({ 'GET /admin/lti/platforms': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<LtiTab />);
    expect(await screen.findByRole('progressbar', { name: 'Loading LTI platforms' })).toBeInTheDocument();
    answer(jsonResponse([platform]));
    expect(await screen.findByText('Moodle')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading LTI platforms' })).not.toBeInTheDocument();
  });

  it('says when no platform is registered, and when the list could not be loaded', async () => {
    stubApi({ 'GET /admin/lti/platforms': () => jsonResponse([]) });
    const empty = renderWithProviders(<LtiTab />);
    expect(await screen.findByText('No platform registered yet.')).toBeInTheDocument();
    empty.unmount();

    stubApi({ 'GET /admin/lti/platforms': () => jsonResponse({ message: 'Only admins' }, 403) });
    renderWithProviders(<LtiTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load LTI platforms. Only admins');
  });
});
