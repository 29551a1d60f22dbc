import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@wilco/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../../config/runtime-config';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth/current-user';
import { makeCurrentUser, seedCurrentUser, stubApi } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render';
import { openWelcomeVideo, useOnboardingStore } from '../stores/onboarding-store';
import { WelcomeVideoDialog } from './welcome-video-dialog';

let pause: ReturnType<typeof vi.fn>;
beforeEach(() => {
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  useOnboardingStore.setState({ isWelcomeOpen: false });
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});

function renderOpen(user: CurrentUser) {
  const queryClient = createTestQueryClient();
  seedCurrentUser(queryClient, user);
  const view = renderWithProviders(<WelcomeVideoDialog />, { queryClient });
  act(() => openWelcomeVideo());
  return view;
}

const dontShow = () => screen.queryByRole('checkbox', { name: "Don't show again at login" });
const video = () => document.querySelector('video');

describe('WelcomeVideoDialog', () => {
  it("offers 'Don't show again at login' only while the welcome is not saved", async () => {
    stubApi({});
    renderOpen(makeCurrentUser({ welcome_saved: true }));
    await screen.findByRole('dialog', { name: 'Welcome to Wilco' });
    expect(dontShow()).not.toBeInTheDocument();
  });

  it('closing pauses the video and, with the box ticked, saves the preference', async () => {
    const { requests } = stubApi({ 'POST /user/welcomeSave': () => jsonResponse({ success: true }) });
    const { queryClient } = renderOpen(makeCurrentUser());
    await userEvent.click(dontShow()!);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(pause).toHaveBeenCalled();
    await waitFor(() => expect(requests('POST /user/welcomeSave')).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY)?.db_user.welcome_saved).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing without the box saves nothing', async () => {
    const { fetchMock } = stubApi({});
    renderOpen(makeCurrentUser());
    await userEvent.keyboard('{Escape}');
    expect(pause).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays the bundled video with captions, and the trial video for Trial users', async () => {
    stubApi({});
    renderOpen(makeCurrentUser({ roles: ['Trial'] }));
    await screen.findByRole('dialog');
    expect(video()).toHaveAttribute('src', '/media-static/welcome-trial.webm');
    expect(document.querySelector('track')).toHaveAttribute('src', '/media-static/welcome-trial.vtt');
  });

  it('uses the configured address when there is one', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, introVideoUrl: 'https://cdn.example.org/intro.mp4' });
    stubApi({});
    renderOpen(makeCurrentUser());
    await screen.findByRole('dialog');
    expect(video()).toHaveAttribute('src', 'https://cdn.example.org/intro.mp4');
    expect(document.querySelector('track')).toBeNull();
  });
});
