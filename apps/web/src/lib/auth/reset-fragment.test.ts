import { describe, expect, it, vi } from 'vitest';
import { moveResetTokenFromFragment } from './reset-fragment';

describe('moveResetTokenFromFragment', () => {
  it('moves the token from the fragment to the parameter the routes read, keeping the others', () => {
    const replaceState = vi.fn();
    const moved = moveResetTokenFromFragment(
      { pathname: '/', search: '?developer=true', hash: '#reset_token=abc-123_x' },
      { replaceState },
    );
    expect(moved).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/?developer=true&reset_token=abc-123_x');
  });

  it('leaves other addresses alone', () => {
    const replaceState = vi.fn();
    expect(
      moveResetTokenFromFragment({ pathname: '/Home', search: '', hash: '#top' }, { replaceState }),
    ).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
