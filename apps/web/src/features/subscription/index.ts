export { TrialBar } from './components/trial-bar';
export { TrialStatus } from './components/trial-status';
