import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceDialog } from '../../../lib/device-dialog';
import { resetPageDisplay, useSettingsDialog } from '../../../lib/settings-dialog';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { DEVICE_SETTINGS_HINT, SettingsDialog } from './settings-dialog';

beforeEach(() => {
  resetPageDisplay();
  useSettingsDialog.setState({ isOpen: true, isBackendTesterOpen: false });
});

function renderAs(roles: string[], route = '/Quizzes', features: string[] = []) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, { ...makeCurrentUser({ roles }), features });
  return renderWithProviders(<SettingsDialog />, { route, queryClient });
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Settings' }));

describe('SettingsDialog', () => {
  it('names the page the learner is on', () => {
    stubApi({});
    renderAs(['Learner'], '/Course');
    expect(dialog().getByText('You are on the Course page')).toBeInTheDocument();
  });

  it('starts every page on live data and toggles between the empty and active states', async () => {
    stubApi({});
    renderAs(['Learner']);
    for (const page of ['Home', 'Course', 'Quiz']) {
      expect(dialog().getByRole('switch', { name: `${page} page: Active State` })).toBeChecked();
    }
    expect(dialog().getAllByText('Showing your own data')).toHaveLength(3);

    await userEvent.click(dialog().getByRole('switch', { name: 'Home page: Active State' }));
    expect(dialog().getByRole('switch', { name: 'Home page: Empty State' })).not.toBeChecked();
    expect(useSettingsDialog.getState().pageDisplay).toEqual({ home: 'empty', course: 'live', quiz: 'live' });

    await userEvent.click(dialog().getByRole('switch', { name: 'Home page: Empty State' }));
    expect(useSettingsDialog.getState().pageDisplay.home).toBe('active');
    expect(dialog().getByText('Showing sample data')).toBeInTheDocument();

    await userEvent.click(dialog().getByRole('button', { name: 'Show my own data on the Home page' }));
    expect(useSettingsDialog.getState().pageDisplay.home).toBe('live');
  });

  it('offers the backend tester to admins only, and opens the device test', async () => {
    stubApi({});
    const { unmount } = renderAs(['Learner']);
    expect(dialog().queryByRole('button', { name: 'Backend Tester' })).not.toBeInTheDocument();
    const device = dialog().getByRole('button', { name: 'Device Settings' });
    expect(device).toBeEnabled();
    expect(device).toHaveAccessibleDescription(DEVICE_SETTINGS_HINT);
    await userEvent.click(device);
    expect(useDeviceDialog.getState().isOpen).toBe(true);
    useDeviceDialog.setState({ isOpen: false });
    unmount();

    renderAs(['Admin']);
    await userEvent.click(dialog().getByRole('button', { name: 'Backend Tester' }));
    expect(screen.getByRole('dialog', { name: 'Backend API Tester' })).toBeInTheDocument();
  });

  it('offers the backend tester to a learner granted the backend-tester feature', async () => {
    stubApi({});
    renderAs(['Learner'], '/Quizzes', ['voice', 'Backend-Tester']);
    await userEvent.click(dialog().getByRole('button', { name: 'Backend Tester' }));
    expect(screen.getByRole('dialog', { name: 'Backend API Tester' })).toBeInTheDocument();
  });

  it('closes', async () => {
    stubApi({});
    renderAs(['Learner']);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    expect(useSettingsDialog.getState().isOpen).toBe(false);
  });
});

describe('BackendTesterDialog', () => {
  beforeEach(() => useSettingsDialog.setState({ isOpen: false, isBackendTesterOpen: true }));
  const tester = () => within(screen.getByRole('dialog', { name: 'Backend API Tester' }));

  it('lists the spec buttons, Get Course Featured Areas twice', () => {
    stubApi({});
    renderAs(['Admin']);
    const names = tester().getByRole('group', { name: 'Requests' }).querySelectorAll('button');
    expect([...names].map((b) => b.textContent)).toEqual([
      'Get All Users',
      'Get All Users Active Attempts',
      'Get All Questions',
      'Get All Quizzes',
      'Get All Courses',
      'Get Course Featured Areas',
      'Get Course Featured Areas',
    ]);
  });

  it('leaves the admin-only user lists out for a non-admin with the feature', () => {
    stubApi({});
    renderAs(['Learner'], '/Quizzes', ['backend-tester']);
    const names = tester().getByRole('group', { name: 'Requests' }).querySelectorAll('button');
    expect([...names].map((b) => b.textContent)).toEqual([
      'Get All Questions',
      'Get All Quizzes',
      'Get All Courses',
      'Get Course Featured Areas',
      'Get Course Featured Areas',
    ]);
  });

  it('shows the loading text, then the JSON and the success notification', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'GET /quiz': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAs(['Admin']);
    await userEvent.click(tester().getByRole('button', { name: 'Get All Quizzes' }));
    expect(tester().getByText('Obtaining backend data...')).toBeInTheDocument();

    await act(async () => answer(jsonResponse([])));
    expect(await screen.findByText('Successfully obtained all quizzes.')).toBeInTheDocument();
    expect(tester().getByLabelText('JSON result of Get All Quizzes')).toHaveTextContent('[]');
    expect(tester().queryByText('Obtaining backend data...')).not.toBeInTheDocument();
  });

  it('only logs a failure and clears the loading text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /user/all': () => jsonResponse({ message: 'Forbidden' }, 403) });
    renderAs(['Admin']);
    await userEvent.click(tester().getByRole('button', { name: 'Get All Users' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(tester().queryByText('Obtaining backend data...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tester().getByRole('button', { name: 'Get All Users' })).toBeEnabled();
  });

  it('sets the exam date from the date picker', async () => {
    const { requests } = stubApi({
      'PUT /user/7/examDate': () =>
        jsonResponse(makeCurrentUser({ roles: ['Admin'], exam_date: '2031-02-03T12:00:00' })),
    });
    renderAs(['Admin']);
    fireEvent.change(tester().getByLabelText('End date'), { target: { value: '2031-02-03' } });
    await userEvent.click(tester().getByRole('button', { name: 'Set End Date' }));

    expect(await screen.findByText('Successfully set end date.')).toBeInTheDocument();
    expect(requests('PUT /user/7/examDate')).toEqual([{ exam_date: '2031-02-03T12:00:00' }]);
  });
});
