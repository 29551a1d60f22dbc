import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoginLayout } from '../components/layouts';

// With MUI's theme, which the sign-in page does not load (decision 036).
const ThemedError = lazy(() => import('./themed-error'));

/** The router's error element: a thrown 404 reads as the 404 page, anything else as the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <LoginLayout>
      <Suspense fallback={null}>
        <ThemedError error={error} notFound={isRouteErrorResponse(error) && error.status === 404} />
      </Suspense>
    </LoginLayout>
  );
}
