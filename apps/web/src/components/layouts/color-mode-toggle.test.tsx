import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../theme/color-mode-key';
import { theme } from '../theme/theme';
import { ColorModeToggle } from './color-mode-toggle';

/** What a themed part of the page (a dialog, a themed route) believes the mode is. */
function ThemedMode() {
  const { mode } = useColorScheme();
  return <p>MUI mode: {mode}</p>;
}

afterEach(() => document.documentElement.removeAttribute('data-color-scheme'));

describe('ColorModeToggle', () => {
  it('switches between light and dark, remembers the choice, and the themed parts follow', async () => {
    document.documentElement.setAttribute('data-color-scheme', 'light');
    render(
      <>
        <ColorModeToggle />
        <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} defaultMode="light">
          <ThemedMode />
        </ThemeProvider>
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(await screen.findByText('MUI mode: dark')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(await screen.findByText('MUI mode: light')).toBeInTheDocument();
  });
});
