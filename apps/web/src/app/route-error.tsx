import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoginLayout } from '../components/layouts';
import { ErrorPage, NotFound } from '../features/shell';

/** The router's error element: a thrown 404 reads as the 404 page, anything else as the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <LoginLayout>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage error={error} />}
    </LoginLayout>
  );
}
