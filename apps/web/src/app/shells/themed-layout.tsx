import { Outlet } from 'react-router';
import { AppThemeProvider } from '../../components/theme/app-theme-provider';

/**
 * Every route but the sign-in page: MUI's theme and CssBaseline, loaded with the first of them
 * (decision 036), so the sign-in page needs neither MUI nor emotion.
 */
export function ThemedLayout() {
  return (
    <AppThemeProvider baseline>
      <Outlet />
    </AppThemeProvider>
  );
}

export { ThemedLayout as Component };
