import type { SttProvider as SttProviderName } from '@wilco/shared';
import type { SttConfig } from '../../../config/app-config';
import { createAssemblyAiProvider } from './cloud/assemblyai';
import { createDeepgramProvider } from './cloud/deepgram';
import { createSpeechmaticsProvider } from './cloud/speechmatics';
import { createPocketsphinxProvider } from './pocketsphinx/provider';
import { createProviderChooser } from './registry';
import type { SttProvider } from './types';

/**
 * Every provider in the choice list, built from configuration (docs/product/speech.md, "Providers");
 * `given` replaces a provider by name (tests pass a fake one, test/fake-stt.ts).
 */
export function createSttProviders(
  config: SttConfig,
  given: Partial<Record<SttProviderName, SttProvider>> = {},
) {
  const build: Record<SttProviderName, () => SttProvider> = {
    pocketsphinx: () =>
      createPocketsphinxProvider({ ...config.pocketsphinx, partialIntervalMs: config.partialIntervalMs }),
    deepgram: () => createDeepgramProvider(config.deepgram),
    speechmatics: () => createSpeechmaticsProvider(config.speechmatics),
    assemblyai: () => createAssemblyAiProvider(config.assemblyai),
  };
  const providers = new Map(config.choices.map((name) => [name, given[name] ?? build[name]()]));
  let prepared = false;
  return {
    chooser: createProviderChooser(providers, config.choices, config.roundRobin),
    /** Warms the providers once, on the first connection of either socket. */
    prepare() {
      if (prepared) return;
      prepared = true;
      for (const p of providers.values()) p.prepare?.();
    },
    async shutdown() {
      await Promise.all([...providers.values()].map((p) => p.shutdown?.()));
    },
  };
}
export type SttProviders = ReturnType<typeof createSttProviders>;
