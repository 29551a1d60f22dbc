import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { LoginLayout } from '../components/layouts';

// With MUI's theme, which the sign-in page does not load (decision 036).
const ThemedError = lazy(() => import('./themed-error'));

type State = { error: unknown; hasError: boolean };

/** Last line of defence for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <LoginLayout>
        <Suspense fallback={null}>
          <ThemedError error={this.state.error} notFound={false} />
        </Suspense>
      </LoginLayout>
    );
  }
}
