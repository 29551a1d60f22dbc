import type WebSocket from 'ws';
import { defaultTranscript, SttStartupError, type SttProvider } from '../types';
import { createSignal, openSocket, pcmBuffer } from './socket';

export type DeepgramOptions = { apiKey: string | null; url: string; model: string };

/**
 * docs/product/speech.md, "Providers": the default provider's settings (model: Deepgram's air-traffic-control
 * model).
 */
export function deepgramQuery(model: string, sampleRate: number): Record<string, string> {
  return {
    model,
    language: 'en',
    smart_format: 'true',
    interim_results: 'true',
    vad_events: 'true',
    punctuate: 'true',
    utterance_end_ms: '1000',
    endpointing: '700',
    sample_rate: String(sampleRate),
    encoding: 'linear16',
    channels: '1',
  };
}

/** Deepgram closes a stream after 10 s without audio; KeepAlive text frames hold it open. */
const KEEPALIVE_MS = 4000;
/** Finalize answers with a from_finalize result; without buffered audio it may not answer. */
const FINALIZE_WAIT_MS = 3000;

type Alternative = { transcript?: string; confidence?: number };

/** Deepgram live streaming (wss /v1/listen): binary linear16 in, Results / UtteranceEnd out. */
export function createDeepgramProvider(options: DeepgramOptions): SttProvider {
  return {
    name: 'deepgram',
    async open({ sampleRate }, listener) {
      if (!options.apiKey) throw new SttStartupError('Deepgram is not configured (set DEEPGRAM_API_KEY).');
      const url = new URL(options.url);
      for (const [k, v] of Object.entries(deepgramQuery(options.model, sampleRate)))
        url.searchParams.set(k, v);
      const flushed = createSignal();
      let closing = false;
      let lastSend = Date.now();

      const onMessage = (msg: Record<string, unknown> | null) => {
        if (msg?.type === 'UtteranceEnd') return listener.utteranceEnd();
        if (msg?.type !== 'Results') return;
        const channel = msg.channel as { alternatives?: Alternative[] } | undefined;
        const best = channel?.alternatives?.[0] ?? {};
        const text = best.transcript ?? '';
        const fromFinalize = msg.from_finalize === true;
        if (msg.is_final !== true) {
          if (text) listener.partial(text);
          return;
        }
        // The finalize flush ends the learner's answer: it is speech-final by definition.
        const speechFinal = msg.speech_final === true || fromFinalize;
        listener.transcript(defaultTranscript(text, best.confidence ?? 0, true, speechFinal));
        if (fromFinalize) flushed.signal();
      };
      const ws: WebSocket = await openSocket(
        url.toString(),
        { Authorization: `Token ${options.apiKey}` },
        'Deepgram',
        onMessage,
      );
      ws.on('close', (code, reason) => {
        if (!closing) listener.error(`Deepgram closed the stream (${code} ${reason.toString()})`.trim());
      });
      const keepAlive = setInterval(() => {
        if (Date.now() - lastSend >= KEEPALIVE_MS) ws.send(JSON.stringify({ type: 'KeepAlive' }));
      }, KEEPALIVE_MS);
      keepAlive.unref();

      return {
        write(pcm) {
          if (ws.readyState !== ws.OPEN) return;
          ws.send(pcmBuffer(pcm));
          lastSend = Date.now();
        },
        async finalize() {
          ws.send(JSON.stringify({ type: 'Finalize' }));
          if (!(await flushed.wait(FINALIZE_WAIT_MS)))
            listener.transcript(defaultTranscript('', 0, true, true));
        },
        async close() {
          closing = true;
          clearInterval(keepAlive);
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'CloseStream' }));
          ws.close(1000);
        },
      };
    },
  };
}
