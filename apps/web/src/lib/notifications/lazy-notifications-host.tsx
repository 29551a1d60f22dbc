import { lazy, Suspense } from 'react';
import { useNotificationStore } from './notification-store';

// With MUI's theme: a notification can show over the sign-in page, which has none (decision 036).
const NotificationsHost = lazy(async () => {
  const [{ NotificationsHost: Host }, { AppThemeProvider }] = await Promise.all([
    import('./notifications-host'),
    import('../../components/theme/app-theme-provider'),
  ]);
  return {
    default: () => (
      <AppThemeProvider>
        <Host />
      </AppThemeProvider>
    ),
  };
});

/**
 * The notifications host, loaded with the first notification: the sign-in page shows none until
 * the user acts (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
export function LazyNotificationsHost() {
  const any = useNotificationStore((state) => state.queue.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
