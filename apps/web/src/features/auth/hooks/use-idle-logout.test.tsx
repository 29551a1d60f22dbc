import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getTokens, setTokens } from '../../../lib/auth/token-store';
import { stubApi } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { idleNotice, useIdleLogout } from './use-idle-logout';

function IdleWatcher({ minutes }: { minutes: number }) {
  useIdleLogout(minutes);
  return <p>Signed-in page</p>;
}

describe('useIdleLogout', () => {
  it('logs out through the server after the idle time and says why', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setInterval', 'clearInterval'] });
    setTokens({ idToken: 'id', refreshToken: 'refresh' });
    const { requests } = stubApi({ 'POST /user/logout': () => jsonResponse({ success: true }) });
    renderWithProviders(<IdleWatcher minutes={2} />, {
      route: '/Home',
      routes: [{ path: '/', element: <p>Sign-in page</p> }],
    });

    act(() => vi.advanceTimersByTime(60_000));
    expect(requests('POST /user/logout')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(75_000));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(requests('POST /user/logout')).toHaveLength(1);
    expect(getTokens().idToken).toBeNull();
    expect(screen.getByText(idleNotice(2))).toBeInTheDocument();
  });

  it('words the notice for the configured time', () => {
    expect(idleNotice(30)).toBe(
      'You were signed out after 30 minutes without activity. Sign in again to continue.',
    );
    expect(idleNotice(1)).toContain('after 1 minute without');
  });
});
