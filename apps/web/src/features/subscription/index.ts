export { TrialBar } from './components/trial-bar';
