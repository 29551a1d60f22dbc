export { ScenarioBuilder } from './components/scenario-builder';
export type { RenderTestPlay, TestPlayRequest } from './components/scenario-editor';
