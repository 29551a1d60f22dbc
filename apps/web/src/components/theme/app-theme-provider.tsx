import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-key';
import { theme } from './theme';

type AppThemeProviderProps = {
  children: ReactNode;
  /** CssBaseline's global rules: once per page (the themed layout), not for islands. */
  baseline?: boolean;
};

/**
 * MUI's theme with the stored colour mode. The sign-in page renders without MUI (decision 036), so
 * this loads with the themed routes (`app/shells/themed-layout.tsx`) and with the parts that can
 * appear over the sign-in page (notifications, the blocking loader, the reset card, error pages).
 * Every instance reads and writes the same stored mode and the same `data-color-scheme` attribute.
 */
export function AppThemeProvider({ children, baseline = false }: AppThemeProviderProps) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      defaultMode="system"
      disableTransitionOnChange
    >
      {baseline ? <CssBaseline enableColorScheme /> : null}
      {children}
    </ThemeProvider>
  );
}
