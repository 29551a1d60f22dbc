import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockingLoader } from '../components/ui/blocking-loader';
import { LazyNotificationsHost } from '../lib/notifications/lazy-notifications-host';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * Everything outside the router. MUI's theme is not here: the sign-in page renders without MUI, and
 * the theme loads with the themed routes and with each part that can show over the sign-in page
 * (decision 036).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyNotificationsHost />
      <BlockingLoader />
    </QueryClientProvider>
  );
}
