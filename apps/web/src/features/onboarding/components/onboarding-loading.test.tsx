import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { Onboarding } from './onboarding';

// Which of the two dialogs' modules (MUI's Dialog among their imports) have been loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./consent-dialog', async (importOriginal) => {
  loaded.add('consent');
  return importOriginal();
});
vi.mock('./welcome-video-dialog', async (importOriginal) => {
  loaded.add('welcome');
  return importOriginal();
});

function renderFlow(user: ReturnType<typeof makeCurrentUser>) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, user);
  return renderWithProviders(<Onboarding enabled onSignOut={vi.fn()} />, { queryClient });
}

// docs/product/shell-and-accounts.md, "Loading and reloads": the shell and Home load no MUI (decision 036),
// so the onboarding dialogs load only in the sessions that show them. One file, one module cache:
// the first case must run before anything has loaded them.
describe('Onboarding loading', () => {
  it('loads neither dialog when consent and the welcome video are both saved', async () => {
    const { requests } = stubApi({
      'GET /auth/recordingAcknowledge': () => jsonResponse({ recording_acknowledged: true }),
    });
    const { unmount } = renderFlow(makeCurrentUser({ recording_acknowledged: true, welcome_saved: true }));
    await waitFor(() => expect(requests('GET /auth/recordingAcknowledge')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual(new Set());
    unmount();
  });

  it('loads the consent dialog for a learner who must still consent, and not the video yet', async () => {
    stubApi({ 'GET /auth/recordingAcknowledge': () => jsonResponse({ recording_acknowledged: false }) });
    renderFlow(makeCurrentUser());
    expect(await screen.findByRole('dialog', { name: 'Acknowledgement & Consent' })).toBeInTheDocument();
    expect(loaded).toEqual(new Set(['consent']));
  });
});
