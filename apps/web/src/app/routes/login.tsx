import { SignInCard } from '../../features/auth';

export function LoginPage() {
  return (
    <>
      <title>Sign in · Wilco</title>
      <SignInCard />
    </>
  );
}

export { LoginPage as Component };
