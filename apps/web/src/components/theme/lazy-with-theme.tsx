import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component wrapped in MUI's theme, loaded with it: for what can show over the
 * sign-in page, which renders without MUI (decision 036).
 */
export function lazyWithTheme<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AppThemeProvider }] = await Promise.all([load(), import('./app-theme-provider')]);
    return {
      default: (props: P) => (
        <AppThemeProvider>
          <Component {...props} />
        </AppThemeProvider>
      ),
    };
  });
}
