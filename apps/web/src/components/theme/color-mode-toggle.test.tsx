import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { ColorModeToggle } from './color-mode-toggle';

describe('ColorModeToggle', () => {
  it('switches between light and dark and remembers the choice', async () => {
    localStorage.clear();
    render(
      <ThemeProvider theme={theme} defaultMode="light">
        <ColorModeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(Object.values({ ...localStorage }).join(' ')).toContain('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });
});
