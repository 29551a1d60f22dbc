import { Outlet } from 'react-router';
import { AppThemeProvider } from '../../components/theme/app-theme-provider';

/**
 * Every route but the sign-in page and Home: MUI's theme and CssBaseline, loaded with the first of
 * them (decision 036), so those two need neither MUI nor emotion. Inside the signed-in shell it
 * wraps the pages only; the shell itself is plain.
 */
export function ThemedLayout() {
  return (
    <AppThemeProvider baseline>
      <Outlet />
    </AppThemeProvider>
  );
}

export { ThemedLayout as Component };
