import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../../lib/notifications';
import { createQueryClient } from '../../../lib/query-client';
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
  from_environment: false,
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

  it('removes a platform only after a confirmation that says what goes with it', async () => {
    const { fetchMock } = stubApi({
      'GET /admin/lti/platforms': () => jsonResponse([platform]),
      'DELETE /admin/lti/platforms/1': () => new Response(null, { status: 204 }),
    });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderWithProviders(<LtiTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Moodle' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Moodle' });
    expect(dialog).toHaveTextContent(/grades not yet sent/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Moodle' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Moodle' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it("offers no Remove for a platform the server's environment sets, and says where to change it", async () => {
    stubApi({
      'GET /admin/lti/platforms': () =>
        jsonResponse([platform, { ...platform, platform_id: 2, name: 'Canvas', from_environment: true }]),
    });
    renderWithProviders(<LtiTab />);
    expect(await screen.findByRole('button', { name: 'Remove Moodle' })).toBeInTheDocument();
    expect(screen.getByText(/set by the server's environment: change it there/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Canvas' })).not.toBeInTheDocument();
  });

  it('says once, in the form, why a platform could not be added', async () => {
    stubApi({
      'GET /admin/lti/platforms': () => jsonResponse([]),
      'POST /admin/lti/platforms': () =>
        jsonResponse({ message: 'This issuer and client id are already registered' }, 409),
    });
    useNotificationStore.setState({ queue: [] });
    // The app's own client: failed writes are announced by its mutation cache unless the form says so.
    renderWithProviders(<LtiTab />, { queryClient: createQueryClient() });
    await screen.findByText('No platform registered yet.');
    const form = screen.getByRole('form', { name: 'Add an LTI platform' });
    // Pasted, not typed key by key: seven URLs typed one key at a time took most of the time limit.
    const fill = async (label: string, value: string) => {
      await userEvent.click(within(form).getByLabelText(label));
      await userEvent.paste(value);
    };
    await fill('Name', 'Moodle');
    await fill('Issuer', platform.issuer);
    await fill('Client ID', platform.client_id);
    await fill('Deployment IDs', '1');
    await fill('Auth login URL', platform.auth_login_url);
    await fill('Token URL', platform.token_url);
    await fill('Key set URL', platform.jwks_url);
    await userEvent.click(within(form).getByRole('button', { name: 'Add platform' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This issuer and client id are already registered',
    );
    expect(useNotificationStore.getState().queue).toEqual([]);
  });

  it('labels the deployment ids briefly, says how to give several, and sends them as a list', async () => {
    const api = stubApi({
      'GET /admin/lti/platforms': () => jsonResponse([]),
      'POST /admin/lti/platforms': (init) =>
        jsonResponse(
          { platform_id: 1, tenant_id: 1, from_environment: false, ...JSON.parse(String(init?.body)) },
          201,
        ),
    });
    renderWithProviders(<LtiTab />);
    expect(await screen.findByText('No platform registered yet.')).toBeInTheDocument();
    const ids = screen.getByRole('textbox', { name: 'Deployment IDs' });
    expect(ids).toHaveAccessibleDescription('Separate several with commas');

    const fill = async (field: HTMLElement, value: string) => {
      await userEvent.click(field);
      await userEvent.paste(value);
    };
    await fill(screen.getByRole('textbox', { name: 'Issuer' }), 'https://lms.example');
    await fill(screen.getByRole('textbox', { name: 'Client ID' }), 'wilco');
    await fill(ids, 'one, two');
    await fill(screen.getByRole('textbox', { name: 'Auth login URL' }), 'https://lms.example/auth');
    await fill(screen.getByRole('textbox', { name: 'Token URL' }), 'https://lms.example/token');
    await fill(screen.getByRole('textbox', { name: 'Key set URL' }), 'https://lms.example/jwks');
    await userEvent.click(screen.getByRole('button', { name: 'Add platform' }));
    expect(api.requests('POST /admin/lti/platforms')[0]).toMatchObject({ deployment_ids: ['one', 'two'] });
  });
});
