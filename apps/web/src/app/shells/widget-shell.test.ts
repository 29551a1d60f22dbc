import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLtiLaunch } from '../../features/lti';
import { clearTokens, getTokens } from '../../lib/auth/token-store';
import { widgetLoader } from './widget-shell';

const redeem = vi.hoisted(() => vi.fn());
vi.mock('../../features/lti', async (original) => ({
  ...(await original<object>()),
  redeemLaunchCode: redeem,
}));

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

describe('the widget loader (docs/product/integrations.md, "In a frame")', () => {
  // The widget runs inside the platform's frame: the page's own window is not the top one. (`self`
  // is the one to stub: `top` cannot be redefined on a window that is the test's global.)
  const framed = () => vi.spyOn(window, 'self', 'get').mockReturnValue({} as Window & typeof globalThis);
  afterEach(() => {
    vi.restoreAllMocks();
    clearTokens();
    sessionStorage.clear();
    redeem.mockReset();
  });

  it('trades a launch code for tokens, keeps the launch, and drops the code from the address', async () => {
    framed();
    redeem.mockResolvedValue({
      idToken: 'id-token',
      refreshToken: 'refresh-token',
      launch_id: 7,
      target: { kind: 'quiz', quiz_id: 3 },
      deep_linking: false,
      roster: false,
    });
    const thrown: unknown = await Promise.resolve(
      widgetLoader(args('http://wilco.test/widget?lti_code=abc')),
    ).catch((e: unknown) => e);
    expect(redeem).toHaveBeenCalledWith('abc');
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/widget');
    // In a frame the refresh cookie is not sent: the refresh token is kept in page memory, never in storage.
    expect(getTokens()).toEqual({ idToken: 'id-token', refreshToken: 'refresh-token' });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(readLtiLaunch()).toEqual({
      launch_id: 7,
      target: { kind: 'quiz', quiz_id: 3 },
      deep_linking: false,
      roster: false,
    });
  });

  it('keeps the session in the page when the frame may not use storage', async () => {
    framed();
    redeem.mockResolvedValue({
      idToken: 'framed-id',
      refreshToken: 'framed-refresh',
      launch_id: 8,
      target: null,
      deep_linking: false,
      roster: false,
    });
    const blocked = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      await Promise.resolve(widgetLoader(args('http://wilco.test/widget?lti_code=def'))).catch(
        () => undefined,
      );
    } finally {
      blocked.mockRestore();
    }
    expect(getTokens()).toEqual({ idToken: 'framed-id', refreshToken: 'framed-refresh' });
    expect(localStorage.getItem('idToken')).toBeNull();
    expect(readLtiLaunch()?.launch_id).toBe(8);
  });

  it('without a code, sends a signed-out visitor to sign in', async () => {
    const thrown: unknown = await Promise.resolve(widgetLoader(args('http://wilco.test/widget'))).catch(
      (e: unknown) => e,
    );
    expect(redeem).not.toHaveBeenCalled();
    expect(thrown).toBeInstanceOf(Response);
  });
});
