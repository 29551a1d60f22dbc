import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../components/theme/color-mode-key';
import { applyStoredColorScheme } from './color-scheme';

function fakeSystem(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      for (const listener of listeners) listener();
    },
  };
}

const scheme = () => document.documentElement.getAttribute('data-color-scheme');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('applyStoredColorScheme', () => {
  it('uses the stored choice over the system', () => {
    fakeSystem(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    applyStoredColorScheme();
    expect(scheme()).toBe('light');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    applyStoredColorScheme();
    expect(scheme()).toBe('dark');
  });

  it('follows the system, and its changes, without a stored choice', () => {
    const system = fakeSystem(true);
    applyStoredColorScheme();
    expect(scheme()).toBe('dark');
    system.change(false);
    expect(scheme()).toBe('light');
  });
});
