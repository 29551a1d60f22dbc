import type { SttProvider as SttProviderName } from '@wilco/shared';
import type { SttProvider } from './types';

/**
 * docs/product/speech.md, "Providers": a provider choice list (by default only the default provider),
 * round-robin over it, and the choices already tried tracked, so a provider that failed to start is not
 * retried while others remain.
 */
export type ProviderChooser = {
  /** Providers to try for one start, in order; `tried` is the session's memory of failures. */
  candidates(requested: SttProviderName | undefined, tried: Set<SttProviderName>): SttProvider[];
};

export function createProviderChooser(
  providers: Map<SttProviderName, SttProvider>,
  choices: SttProviderName[],
  roundRobin: boolean,
): ProviderChooser {
  let cursor = 0;
  return {
    candidates(requested, tried) {
      if (requested && !choices.includes(requested)) return [];
      let order = requested ? [requested, ...choices.filter((c) => c !== requested)] : [...choices];
      if (!requested && roundRobin && order.length > 1) {
        const start = cursor++ % order.length;
        order = [...order.slice(start), ...order.slice(0, start)];
      }
      let untried = order.filter((c) => !tried.has(c));
      if (untried.length === 0) {
        // Everything failed once: start over rather than refuse forever (a key may be fixed).
        tried.clear();
        untried = order;
      }
      return untried.map((c) => providers.get(c)).filter((p): p is SttProvider => p !== undefined);
    },
  };
}
