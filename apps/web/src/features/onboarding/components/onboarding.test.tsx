import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { useOnboardingStore } from '../stores/onboarding-store';
import { Onboarding } from './onboarding';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() =>
  useOnboardingStore.setState({
    consentSessionId: null,
    welcomeAutoplaySessionId: null,
    isWelcomeOpen: false,
  }),
);

function renderFlow(user = makeCurrentUser(), enabled = true) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, user);
  return renderWithProviders(<Onboarding enabled={enabled} onSignOut={vi.fn()} />, { queryClient });
}

const acknowledged = (value: boolean) => () => jsonResponse({ recording_acknowledged: value });

describe('Onboarding', () => {
  it('asks for consent, then opens the welcome video once for the session', async () => {
    const { requests } = stubApi({
      'GET /auth/recordingAcknowledge': acknowledged(false),
      'POST /user/recordingAcknowledgement': () => jsonResponse({ success: true }),
    });
    const { unmount } = renderFlow();

    await screen.findByRole('dialog', { name: 'Acknowledgement & Consent' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to Wilco' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await userEvent.click(screen.getByRole('button', { name: 'I Acknowledge' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome to Wilco' })).toBeInTheDocument();
    expect(requests('GET /auth/recordingAcknowledge')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    unmount();

    // Same session (a reload, another tab): acknowledged for the session, video already shown.
    renderFlow();
    await waitFor(() => expect(requests('GET /auth/recordingAcknowledge')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again in a new session when the consent was for one session only', async () => {
    stubApi({ 'GET /auth/recordingAcknowledge': acknowledged(false) });
    useOnboardingStore.setState({ consentSessionId: 'session-1', welcomeAutoplaySessionId: 'session-1' });
    renderFlow(makeCurrentUser({}, 'session-2'));
    expect(await screen.findByRole('dialog', { name: 'Acknowledgement & Consent' })).toBeInTheDocument();
  });

  it('skips consent that was saved and plays the welcome video unless it was saved too', async () => {
    stubApi({ 'GET /auth/recordingAcknowledge': acknowledged(true) });
    renderFlow(makeCurrentUser({ recording_acknowledged: true }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Wilco' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Acknowledgement & Consent' })).not.toBeInTheDocument();
  });

  it('shows nothing when both are saved, and asks nothing before it is enabled', async () => {
    const { requests } = stubApi({ 'GET /auth/recordingAcknowledge': acknowledged(true) });
    const { unmount } = renderFlow(makeCurrentUser({ welcome_saved: true }), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests('GET /auth/recordingAcknowledge')).toHaveLength(0);
    unmount();

    renderFlow(makeCurrentUser({ welcome_saved: true }));
    await waitFor(() => expect(requests('GET /auth/recordingAcknowledge')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
