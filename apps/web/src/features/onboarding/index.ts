export { Onboarding } from './components/onboarding';
export { openWelcomeVideo } from './stores/onboarding-store';
