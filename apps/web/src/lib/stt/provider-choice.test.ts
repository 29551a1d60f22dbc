import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_CHOICE, markTried, nextProvider, type ProviderChoice } from './provider-choice';

describe('provider choice (docs/product/speech.md, "Providers")', () => {
  it('defaults to the first provider only, round-robin on', () => {
    expect(DEFAULT_PROVIDER_CHOICE).toEqual({ choices: ['pocketsphinx'], roundRobin: true, tried: [] });
    const first = nextProvider(DEFAULT_PROVIDER_CHOICE);
    expect(first.provider).toBe('pocketsphinx');
    expect(first.state.tried).toEqual(['pocketsphinx']);
    expect(nextProvider(first.state)).toEqual({ provider: 'pocketsphinx', state: first.state });
  });

  it('moves through untried choices and starts a new round when all were tried', () => {
    let state: ProviderChoice = {
      choices: ['pocketsphinx', 'deepgram', 'assemblyai'],
      roundRobin: true,
      tried: [],
    };
    const picks: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const next = nextProvider(state);
      picks.push(next.provider ?? '');
      state = next.state;
    }
    expect(picks).toEqual(['pocketsphinx', 'deepgram', 'assemblyai', 'pocketsphinx', 'deepgram']);
  });

  it('always picks the first choice without round-robin', () => {
    const state: ProviderChoice = {
      choices: ['deepgram', 'pocketsphinx'],
      roundRobin: false,
      tried: ['deepgram'],
    };
    expect(nextProvider(state)).toEqual({ provider: 'deepgram', state });
  });

  it('records a provider the server chose', () => {
    const state = markTried(DEFAULT_PROVIDER_CHOICE, 'speechmatics');
    expect(state.tried).toEqual(['speechmatics']);
    expect(markTried(state, 'speechmatics')).toBe(state);
  });
});
