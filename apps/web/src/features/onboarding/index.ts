export { Onboarding } from './components/onboarding';
export { openWelcomeVideo } from './stores/onboarding-store';
export { useOnboardingSettled } from './hooks/use-onboarding-settled';
