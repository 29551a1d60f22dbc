import { Suspense } from 'react';
import { lazyWithTheme } from '../../components/theme/lazy-with-theme';
import { useNotificationStore } from './notification-store';

// With MUI's theme: a notification can show over the sign-in page, which has none (decision 036).
const NotificationsHost = lazyWithTheme(() =>
  import('./notifications-host').then((m) => m.NotificationsHost),
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
