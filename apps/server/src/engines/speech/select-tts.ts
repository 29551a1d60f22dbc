import { createHttpSpeechEngine } from './http-engine';
import { createEspeakEngine, createFliteEngine } from './offline-engines';
import type { CacheLimits } from './lru-index';
import { createCachedTts, type TextToSpeech } from './tts';

export type TtsConfig = {
  provider: 'flite' | 'espeak' | 'openai';
  radioEffect: boolean;
  cache: CacheLimits;
  bins: { flite: string; espeak: string; sox: string };
  http: { baseUrl: string; apiKey: string | null; model: string; voice: string } | null;
};

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** TTS_PROVIDER, chosen once at start; every provider shares the cache and never fails a turn. */
export function createTts(
  config: TtsConfig,
  media: { mediaDir: string; mediaUrl: string },
  log: Log,
): TextToSpeech {
  const engine =
    config.provider === 'openai' && config.http
      ? createHttpSpeechEngine({ ...config.http, sox: config.bins.sox })
      : config.provider === 'espeak'
        ? createEspeakEngine(config.bins)
        : createFliteEngine(config.bins);
  log.info(
    { provider: engine.name, radioEffect: config.radioEffect },
    `persona speech: ${engine.name}, cached under ${media.mediaDir}/tts`,
  );
  return createCachedTts(engine, { ...media, radioEffect: config.radioEffect, limits: config.cache, log });
}
