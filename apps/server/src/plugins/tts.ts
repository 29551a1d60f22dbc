import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTts } from '../engines/speech/select-tts';
import type { TextToSpeech } from '../engines/speech/tts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Persona and caller speech with its one audio cache: the examiner, /sim and the scenario builder. */
    tts: TextToSpeech;
  }
}

/**
 * Text to speech, created once (docs/architecture.md, "One composition root"), so the cache's
 * limits and its deduplication of work in flight hold for every caller together.
 */
export const ttsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'tts',
      createTts(config.tts, { mediaDir: config.mediaDir, mediaUrl: config.runtime.mediaBaseUrl }, app.log),
    );
  },
  { name: 'tts' },
);
