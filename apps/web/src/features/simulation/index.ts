export { DeepLinkSimulation } from './components/deep-link-page';
export { SimulationDashboard } from './components/simulation-page';
export { ScenarioTestPlay, type ScenarioTestPlayProps } from './components/test-play';
