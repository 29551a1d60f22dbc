import { create } from 'zustand';
import { INITIAL_SIM_STATE, transition, type SimEvent, type SimState } from '../model/machine';

type SimulationStore = SimState & { dispatch: (event: SimEvent) => void };

/** The simulation client's one store: the machine's state, changed only through `dispatch`. */
export const useSimulationStore = create<SimulationStore>()((set, get) => ({
  ...INITIAL_SIM_STATE,
  dispatch: (event) => {
    const { dispatch: _dispatch, ...state } = get();
    const next = transition(state, event);
    if (next !== state) set(next);
  },
}));

export function simState(): SimState {
  return useSimulationStore.getState();
}

export function dispatchSim(event: SimEvent): void {
  useSimulationStore.getState().dispatch(event);
}
