import { lazy, Suspense } from 'react';
import { useNotificationStore } from './notification-store';

const NotificationsHost = lazy(() =>
  import('./notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

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
