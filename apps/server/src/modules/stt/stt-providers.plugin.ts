import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SttProvider as SttProviderName } from '@wilco/shared';
import { createSttProviders, type SttProviders } from '../../engines/speech/stt/providers';
import type { SttProvider } from '../../engines/speech/stt/types';

declare module 'fastify' {
  interface FastifyInstance {
    sttProviders: SttProviders;
  }
}

/**
 * The speech-to-text providers, created once for the /stt and /sim sockets: one offline decoder
 * pool per process, sized from its CPUs (docs/product/speech.md, "Warm decoders"), so answers and
 * voice calls share one bound instead of each having their own.
 */
export const sttProvidersPlugin = fp(
  async (app: FastifyInstance, options: { given?: Partial<Record<SttProviderName, SttProvider>> }) => {
    const providers = createSttProviders(app.config.stt, options.given);
    app.decorate('sttProviders', providers);
    app.addHook('onClose', async () => {
      await providers.shutdown();
    });
  },
  { name: 'stt-providers' },
);
