import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, theme } from '../components/theme';
import { BlockingLoader } from '../components/ui/blocking-loader';
import { LazyNotificationsHost } from '../lib/notifications/lazy-notifications-host';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Everything outside the router, so the error pages still get the theme and notifications. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      defaultMode="system"
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyNotificationsHost />
        <BlockingLoader />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
