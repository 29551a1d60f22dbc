import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TopProgressBar } from '../../components/ui/top-progress-bar';

/** Wraps every route: the global progress bar follows requests and lazy route loads alike. */
export function RootLayout() {
  const isFetching = useIsFetching() > 0;
  const isMutating = useIsMutating() > 0;
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      <TopProgressBar busy={isFetching || isMutating || isNavigating} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
