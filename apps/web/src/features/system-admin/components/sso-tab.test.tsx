import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SsoSettings } from '@wilco/shared';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SSO_SAVED } from './sso-card';
import SsoTab from './sso-tab';

const empty: SsoSettings = {
  redirect_uri: 'https://wilco.test/auth/oidc/callback',
  acs_url: 'https://wilco.test/auth/saml/acs',
  metadata_url: 'https://wilco.test/auth/saml/metadata',
  sp_entity_id: 'https://wilco.test/auth/saml/metadata',
  oidc: null,
  saml: null,
};

describe('SSO cards (docs/product/administration.md, "Single sign-on")', () => {
  it('shows the addresses to register and sets up OIDC with a role rule', async () => {
    const api = stubApi({
      'GET /sso': () => jsonResponse(empty),
      'PUT /sso/oidc': () => jsonResponse(empty),
    });
    renderWithProviders(<SsoTab />);
    expect(await screen.findByText(empty.redirect_uri)).toBeInTheDocument();
    const card = screen.getByRole('form', { name: 'OpenID Connect' });
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Provider name'), 'Sky Airways');
    await user.type(within(card).getByLabelText('Issuer URL'), 'https://login.sky.example');
    await user.type(within(card).getByLabelText('Client id'), 'wilco');
    await user.type(within(card).getByLabelText('Client secret'), 's3cret');
    await user.click(within(card).getByRole('button', { name: 'Add rule' }));
    await user.type(within(card).getByLabelText('IdP value 1'), 'instructors');
    await user.type(within(card).getByLabelText('Email domains'), 'sky.example');
    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText(SSO_SAVED)).toBeInTheDocument();
    expect(api.requests('PUT /sso/oidc')).toEqual([
      {
        enabled: true,
        display_name: 'Sky Airways',
        role_claim: 'groups',
        role_map: { instructors: ['Learner'] },
        default_roles: ['Learner'],
        email_domains: ['sky.example'],
        issuer: 'https://login.sky.example',
        client_id: 'wilco',
        client_secret: 's3cret',
      },
    ]);
  });

  it('says what is missing before sending, and shows environment settings read-only', async () => {
    const api = stubApi({
      'GET /sso': () =>
        jsonResponse({
          ...empty,
          saml: {
            enabled: true,
            display_name: 'Corp',
            role_claim: null,
            role_map: {},
            default_roles: ['Learner'],
            email_domains: [],
            from_environment: true,
            idp_entity_id: 'https://idp.corp/metadata',
            idp_sso_url: 'https://idp.corp/sso',
          },
        }),
    });
    renderWithProviders(<SsoTab />);
    const oidc = await screen.findByRole('form', { name: 'OpenID Connect' });
    await userEvent.setup().click(within(oidc).getByRole('button', { name: 'Set up' }));
    expect(within(oidc).getByText(/Enter the provider name/)).toBeInTheDocument();
    expect(api.requests('PUT /sso/oidc')).toEqual([]);
    const saml = screen.getByRole('form', { name: 'SAML 2.0' });
    expect(within(saml).getByText(/Set by the server/)).toBeInTheDocument();
    expect(within(saml).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('removes a provider only after a confirmation that says who is locked out', async () => {
    const oidc = {
      enabled: true,
      display_name: 'Sky Airways',
      role_claim: 'groups',
      role_map: {},
      default_roles: ['Learner'],
      email_domains: [],
      from_environment: false,
      issuer: 'https://login.sky.example',
      client_id: 'wilco',
      has_client_secret: true,
    };
    const api = stubApi({
      'GET /sso': () => jsonResponse({ ...empty, oidc }),
      'DELETE /sso/oidc': () => jsonResponse(empty),
    });
    const deletes = () => api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderWithProviders(<SsoTab />);
    const card = await screen.findByRole('form', { name: 'OpenID Connect' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sky Airways' });
    expect(dialog).toHaveTextContent(/without a password/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await user.click(await within(card).findByRole('button', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Sky Airways' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });
});
