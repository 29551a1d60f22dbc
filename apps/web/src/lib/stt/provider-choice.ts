import type { SttProvider } from '@wilco/shared';

/**
 * docs/product/speech.md, "Providers": the provider choice list holds only the default (first, streaming)
 * provider, round-robin is on, and the choices already tried are tracked, so a retry after a startup
 * error moves on to the next provider when a tenant offers more than one.
 */
export type ProviderChoice = {
  choices: SttProvider[];
  roundRobin: boolean;
  tried: SttProvider[];
};

export const DEFAULT_PROVIDER_CHOICE: ProviderChoice = {
  choices: ['pocketsphinx'],
  roundRobin: true,
  tried: [],
};

/** The provider for the next session, and the choice state after picking it. */
export function nextProvider(state: ProviderChoice): {
  provider: SttProvider | undefined;
  state: ProviderChoice;
} {
  const [first] = state.choices;
  if (!state.roundRobin || first === undefined) return { provider: first, state };
  const untried = state.choices.filter((choice) => !state.tried.includes(choice));
  // Every choice tried: start a new round.
  const round = untried.length ? state.tried : [];
  const provider = untried[0] ?? first;
  return { provider, state: { ...state, tried: [...round, provider] } };
}

/** The server may settle on another provider than asked (stt_initialized says which). */
export function markTried(state: ProviderChoice, provider: SttProvider): ProviderChoice {
  return state.tried.includes(provider) ? state : { ...state, tried: [...state.tried, provider] };
}
