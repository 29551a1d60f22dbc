import { LoginPanel } from '../../features/auth';

export function LoginPage() {
  return (
    <>
      <title>Sign in · Wilco</title>
      <LoginPanel />
    </>
  );
}

export { LoginPage as Component };
