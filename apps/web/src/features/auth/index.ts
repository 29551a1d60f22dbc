export { SignInCard } from './components/sign-in-card';
export { useSignOut } from './hooks/use-sign-out';
