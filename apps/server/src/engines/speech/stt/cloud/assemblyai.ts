import { SttStartupError, type SttProvider } from '../types';
import { createSignal, deferred, openSocket, pcmBuffer } from './socket';

export type AssemblyAiOptions = { apiKey: string | null; url: string };

/** AssemblyAI wants 50–1000 ms per audio message; smaller recorder slices are gathered to this. */
const MIN_SEND_MS = 100;
const FLUSH_WAIT_MS = 3000;

/**
 * AssemblyAI Universal Streaming (v3): binary PCM in; Begin, Turn (end_of_turn,
 * turn_is_formatted) and Termination out; ForceEndpoint ends a turn, Terminate the session.
 * Final turns go out in the third provider shape ({ utterance },
 * docs/product/speech.md, "Transcript shapes").
 */
export function createAssemblyAiProvider(options: AssemblyAiOptions): SttProvider {
  return {
    name: 'assemblyai',
    async open({ sampleRate }, listener) {
      if (!options.apiKey)
        throw new SttStartupError('AssemblyAI is not configured (set ASSEMBLYAI_API_KEY).');
      const url = new URL(options.url);
      url.searchParams.set('sample_rate', String(sampleRate));
      url.searchParams.set('encoding', 'pcm_s16le');
      url.searchParams.set('format_turns', 'true');
      url.searchParams.set('speech_model', 'universal-streaming-english');
      const turnEnded = createSignal();
      const begun = deferred();
      let closing = false;
      // Before Begin a close is a startup error (rejected), not a stream error.
      let running = false;
      const onMessage = (msg: Record<string, unknown> | null) => {
        if (msg?.type === 'Begin') {
          running = true;
          return begun.resolve();
        }
        if (msg?.type !== 'Turn') return;
        const text = typeof msg.transcript === 'string' ? msg.transcript.trim() : '';
        if (msg.end_of_turn !== true) {
          if (text) listener.partial(text);
          return;
        }
        // With format_turns the end of a turn arrives twice; the formatted one is final.
        if (msg.turn_is_formatted !== true) return;
        if (text) listener.transcript({ utterance: text });
        turnEnded.signal();
      };
      const headers = { Authorization: options.apiKey };
      const ws = await openSocket(url.toString(), headers, 'AssemblyAI', onMessage);
      ws.on('close', (code, reason) => {
        const why = `AssemblyAI closed the stream (${code} ${reason.toString()})`.trim();
        begun.reject(new SttStartupError(why));
        if (running && !closing) listener.error(why);
      });
      await begun.promise;

      const minBytes = Math.round((sampleRate * 2 * MIN_SEND_MS) / 1000);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const sendPending = () => {
        if (pendingBytes === 0 || ws.readyState !== ws.OPEN) return;
        ws.send(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
      };
      return {
        write(pcm) {
          pending.push(Buffer.from(pcmBuffer(pcm)));
          pendingBytes += pcm.byteLength;
          if (pendingBytes >= minBytes) sendPending();
        },
        async finalize() {
          sendPending();
          ws.send(JSON.stringify({ type: 'ForceEndpoint' }));
          await turnEnded.wait(FLUSH_WAIT_MS);
        },
        async close() {
          closing = true;
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'Terminate' }));
          ws.close(1000);
        },
      };
    },
  };
}
