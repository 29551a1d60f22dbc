import { LoginLayout } from '../../components/layouts';
import { NotFound } from '../../features/shell';

export function NotFoundPage() {
  return (
    <LoginLayout>
      <title>Page not found · Wilco</title>
      <NotFound />
    </LoginLayout>
  );
}

export { NotFoundPage as Component };
