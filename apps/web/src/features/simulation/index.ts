export { DeepLinkSimulation } from './components/deep-link-page';
export { SimulationDashboard } from './components/simulation-page';
