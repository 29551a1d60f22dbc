import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { finishWithSox } from './offline-engines';
import type { SpeechEngine, VoiceSpec } from './tts';

export type HttpTtsOptions = {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 (like LLM_BASE_URL). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** `alloy`, or per persona `dpe=alloy,tower=onyx` (an entry without `=` is the default). */
  voice: string;
  /** Only for the radio effect, which the provider does not offer. */
  sox: string;
  timeoutMs?: number;
};

/** Parses TTS_VOICE into a lookup by persona id. */
export function cloudVoiceFor(setting: string): (voice: VoiceSpec) => string {
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const byId = new Map(
    entries.filter((e) => e.includes('=')).map((e) => e.split('=').map((x) => x.trim()) as [string, string]),
  );
  const fallback = entries.find((e) => !e.includes('=')) ?? 'alloy';
  return (voice) => byId.get(voice.id) ?? fallback;
}

/**
 * A cloud voice through an OpenAI-compatible `POST {base}/audio/speech` (OpenAI, and the many
 * local servers that copy its API). WAV is asked for so the cache and the radio effect work
 * the same as offline.
 */
export function createHttpSpeechEngine(options: HttpTtsOptions): SpeechEngine {
  const voiceFor = cloudVoiceFor(options.voice);
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/speech`;
  return {
    name: 'openai',
    async synthesize(text, voice, file) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          input: text,
          voice: voiceFor(voice),
          response_format: 'wav',
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`speech endpoint answered ${res.status}`);
      const audio = Buffer.from(await res.arrayBuffer());
      if (audio.subarray(0, 4).toString('latin1') !== 'RIFF')
        throw new Error('speech endpoint did not return WAV audio');
      const raw = `${file}.${process.pid}.raw.wav`;
      try {
        writeFileSync(raw, audio);
        if (voice.radioEffect || voice.prosody)
          await finishWithSox(options.sox, raw, file, voice.radioEffect, voice.prosody);
        else renameSync(raw, file);
      } finally {
        rmSync(raw, { force: true });
      }
    },
  };
}
