import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeAdminUser } from './admin-fixtures';
import { TenantsTab } from './tenants-tab';
import { UsersTab } from './users-tab';

const users = [makeAdminUser({ user_id: 2, email: 'learner@wilco.dev', display_name: 'Lee Learner' })];
const tenant = {
  tenant_id: 1,
  tenant_short_code: 'wilco',
  display_name: 'Wilco Flight Academy',
  state_or_region: null,
  county_or_township: null,
  zip_code: null,
  country_code_iso: 'USA',
  parent_tenant_id: null,
  date_created: '2025-01-01T00:00:00.000Z',
};

// MUI dialogs, menus and an autocomplete of 249 countries render slowly in jsdom on a busy machine.
describe('user and tenant administration forms', { timeout: 30_000 }, () => {
  it('creates a user with the simulation time in hours and minutes', async () => {
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'GET /tenant': () => jsonResponse([tenant]),
      'POST /user': () => jsonResponse(makeAdminUser({ user_id: 9, email: 'new@wilco.dev' }), 201),
    });
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'New');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'new@wilco.dev');
    await user.type(within(dialog).getByLabelText('Hours'), '1');
    await user.type(within(dialog).getByLabelText('Minutes'), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByText('Minutes must be below 60')).toBeInTheDocument();
    expect(requests('POST /user')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Minutes'));
    await user.type(within(dialog).getByLabelText('Minutes'), '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Trial' }));
    expect(within(dialog).getByLabelText('Subscription end date')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(requests('POST /user')).toHaveLength(1));
    expect(requests('POST /user')[0]).toMatchObject({
      email: 'new@wilco.dev',
      first_name: 'Nia',
      last_name: 'New',
      roles: ['Learner', 'Trial'],
      max_simulation_time: { hours: 1, minutes: 30 },
      subscription_end_date: null,
    });
  });

  it('edits a Trial user’s subscription end date', async () => {
    const trial = makeAdminUser({
      user_id: 3,
      email: 'trial@wilco.dev',
      roles: ['Trial'],
      first_name: 'T',
      last_name: 'R',
    });
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse([trial]),
      'PUT /user/3': (init) => {
        const body = JSON.parse(String(init?.body)) as { subscription_end_date: string };
        return jsonResponse({ ...trial, subscription_end_date: body.subscription_end_date });
      },
    });
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for trial@wilco.dev' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit trial@wilco.dev' });
    fireEvent.change(within(dialog).getByLabelText('Subscription end date'), {
      target: { value: '2030-06-01T09:30' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests('PUT /user/3')).toHaveLength(1));
    const body = requests('PUT /user/3')[0] as Record<string, unknown>;
    expect(body.subscription_end_date).toBe(new Date('2030-06-01T09:30').toISOString());
    expect(body).not.toHaveProperty('password');
    expect(await screen.findByText('Saved trial@wilco.dev.')).toBeInTheDocument();
  });

  it('disables a user after a confirmation', async () => {
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'PUT /user/2': () => jsonResponse({ ...users[0], disabled: true }),
    });
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for learner@wilco.dev' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(requests('PUT /user/2')).toEqual([{ disabled: true }]));
  });

  it('imports users from a CSV with a preview, per-row problems and per-row results', async () => {
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'POST /user/bulk': () =>
        jsonResponse({
          created: 1,
          existing: 1,
          failed: 0,
          results: [
            { row: 1, email: 'a@wilco.dev', status: 'created', user_id: 10, message: null },
            {
              row: 2,
              email: 'learner@wilco.dev',
              status: 'exists',
              user_id: 2,
              message: 'Already has an account',
            },
          ],
        }),
    });
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import users' }));
    const dialog = screen.getByRole('dialog', { name: 'Import users' });
    const csv =
      'email,first_name,last_name\na@wilco.dev,Ann,Able\nbroken,Bob,Bee\nlearner@wilco.dev,Lee,Learner\n';
    const file = new File([csv], 'pilots.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);

    const preview = await within(dialog).findByRole('table', { name: 'Preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByText('Enter a valid email address')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Hours'), { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 accounts' }));

    await waitFor(() => expect(requests('POST /user/bulk')).toHaveLength(1));
    expect(requests('POST /user/bulk')[0]).toMatchObject({
      accounts: [
        { email: 'a@wilco.dev', first_name: 'Ann', last_name: 'Able' },
        { email: 'learner@wilco.dev', first_name: 'Lee', last_name: 'Learner' },
      ],
      roles: ['Learner'],
      max_simulation_time: { hours: 2, minutes: 0 },
    });
    const results = await within(dialog).findByRole('table', { name: 'Import results' });
    expect(within(results).getByText('Already has an account')).toBeInTheDocument();
    // Each result keeps the row number the preview showed, though the broken row 2 was not sent.
    const rowOf = (email: string) =>
      within(results)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(email))
        ?.querySelector('td')?.textContent;
    expect(rowOf('a@wilco.dev')).toBe('1');
    expect(rowOf('learner@wilco.dev')).toBe('3');
    expect(
      within(dialog).getByText('1 created, 1 already had an account, 0 not created.'),
    ).toBeInTheDocument();
  });

  it('imports users into another managed tenant when one is picked', async () => {
    const north = { ...tenant, tenant_id: 2, tenant_short_code: 'north', display_name: 'North Flight' };
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'GET /tenant': () => jsonResponse([tenant, north]),
      'POST /user/bulk': () =>
        jsonResponse({
          created: 1,
          existing: 0,
          failed: 0,
          results: [{ row: 1, email: 'a@north.test', status: 'created', user_id: 11, message: null }],
        }),
    });
    renderWithProviders(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import users' }));
    const dialog = screen.getByRole('dialog', { name: 'Import users' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Accounts' }), {
      target: { value: 'a@north.test,Ann,Able' },
    });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Tenant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'North Flight (north)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 account' }));
    await waitFor(() => expect(requests('POST /user/bulk')).toHaveLength(1));
    expect(requests('POST /user/bulk')[0]).toMatchObject({ tenant_id: 2 });
  });

  it("lists a managed tenant's users when it is picked, and new accounts go there", async () => {
    const north = { ...tenant, tenant_id: 2, tenant_short_code: 'north', display_name: 'North Flight' };
    const northUser = makeAdminUser({ user_id: 7, tenant_id: 2, email: 'first@north.test' });
    const { requests } = stubApi({
      'GET /user/all': () => jsonResponse(users),
      'GET /user/all?tenant_id=2': () => jsonResponse([northUser]),
      'GET /tenant': () => jsonResponse([tenant, north]),
      'POST /user': () => jsonResponse(makeAdminUser({ user_id: 9, email: 'new@north.test' }), 201),
    });
    renderWithProviders(<UsersTab />);
    expect(await screen.findByRole('cell', { name: 'learner@wilco.dev' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Tenant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'North Flight (north)' }));
    expect(await screen.findByRole('cell', { name: 'first@north.test' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'learner@wilco.dev' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByRole('combobox', { name: 'Tenant' })).toHaveTextContent('North Flight');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'New');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'new@north.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(requests('POST /user')).toHaveLength(1));
    expect(requests('POST /user')[0]).toMatchObject({ tenant_id: 2 });
  });

  it('creates a tenant with a country from the full ISO list', async () => {
    const { requests } = stubApi({
      'GET /tenant': () => jsonResponse([tenant]),
      'POST /tenant': () => jsonResponse({ ...tenant, tenant_id: 2, tenant_short_code: 'north' }, 201),
    });
    renderWithProviders(<TenantsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'New tenant' }));
    const dialog = screen.getByRole('dialog', { name: 'New tenant' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Short code/), 'north');
    await user.type(within(dialog).getByLabelText(/^Display name/), 'North Flight');
    await user.type(within(dialog).getByLabelText('Zip code'), '9016');
    await user.type(within(dialog).getByLabelText('Country'), 'New Zea');
    await user.click(await screen.findByRole('option', { name: 'New Zealand (NZL, 554)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    await waitFor(() => expect(requests('POST /tenant')).toHaveLength(1));
    expect(requests('POST /tenant')[0]).toMatchObject({
      tenant_short_code: 'north',
      display_name: 'North Flight',
      zip_code: '9016',
      country_code_iso: 'NZL',
    });
  });
});
