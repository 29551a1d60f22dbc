import { create } from 'zustand';
import { INITIAL_PLAYER_STATE, step, type PlayerEvent, type PlayerState } from '../model/player-machine';

export type PlayerStore = PlayerState & {
  /** Applies an event of the player machine (model/player-machine.ts); false when the state refused it. */
  dispatch: (event: PlayerEvent) => boolean;
};

/** The quiz player's state: only events of the machine change it. */
export const usePlayerStore = create<PlayerStore>()((set, get) => ({
  ...INITIAL_PLAYER_STATE,
  dispatch: (event) => {
    const next = step(get(), event);
    if (!next) return false;
    set(next);
    return true;
  },
}));
