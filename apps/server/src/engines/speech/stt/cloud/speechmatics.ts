import type WebSocket from 'ws';
import { SttStartupError, type SttListener, type SttProvider } from '../types';
import { createSignal, openSocket, parseMessage, pcmBuffer } from './socket';

export type SpeechmaticsOptions = { apiKey: string | null; url: string };

/** spec 02 §9: the second provider's settings. */
export function startRecognition(sampleRate: number) {
  return {
    message: 'StartRecognition',
    audio_format: { type: 'raw', encoding: 'pcm_s16le', sample_rate: sampleRate },
    transcription_config: {
      language: 'en',
      enable_partials: true,
      max_delay: 5,
      max_delay_mode: 'flexible',
      operating_point: 'enhanced',
      audio_filtering_config: { volume_threshold: 3.4 },
    },
  };
}

/** spec 02 §9: audio goes out in 1024-byte AddAudio frames. */
const CHUNK_BYTES = 1024;
const END_WAIT_MS = 10_000;

type Recognition = { ws: WebSocket; send(pcm: Buffer): void; end(): Promise<void> };

/**
 * One Speechmatics real-time session: StartRecognition → RecognitionStarted, binary AddAudio,
 * EndOfStream → EndOfTranscript. Finals go out in the second provider shape
 * ({ metadata: { transcript } }, spec 02 §3), exactly as AddTranscript carries them.
 */
async function recognise(
  options: SpeechmaticsOptions & { apiKey: string },
  rate: number,
  listener: SttListener,
) {
  const ws = await openSocket(options.url, { Authorization: `Bearer ${options.apiKey}` }, 'Speechmatics');
  const ended = createSignal();
  let seq = 0;
  let finished = false;
  // Before RecognitionStarted a failure is a startup error (rejected), not a stream error.
  let running = false;
  const started = new Promise<void>((resolve, reject) => {
    ws.on('message', (data, isBinary) => {
      const msg = parseMessage(data, isBinary);
      const meta = msg?.metadata as { transcript?: string } | undefined;
      switch (msg?.message) {
        case 'RecognitionStarted':
          running = true;
          return resolve();
        case 'AddPartialTranscript':
          if (meta?.transcript?.trim()) listener.partial(meta.transcript.trim());
          return;
        case 'AddTranscript':
          if (meta?.transcript?.trim())
            listener.transcript({ metadata: { transcript: meta.transcript.trim() } });
          return;
        case 'EndOfTranscript':
          finished = true;
          return ended.signal();
        case 'Error': {
          const reason = `Speechmatics error: ${String(msg.reason ?? msg.type ?? 'unknown')}`;
          reject(new SttStartupError(reason));
          if (running && !finished) listener.error(reason);
          finished = true;
          return ended.signal();
        }
      }
    });
    ws.on('close', () => {
      reject(new SttStartupError('Speechmatics closed the connection before recognition started.'));
      if (running && !finished) listener.error('Speechmatics closed the stream');
      finished = true;
      ended.signal();
    });
  });
  ws.send(JSON.stringify(startRecognition(rate)));
  await started;
  const recognition: Recognition = {
    ws,
    send(pcm) {
      for (let at = 0; at < pcm.length; at += CHUNK_BYTES) {
        ws.send(pcm.subarray(at, at + CHUNK_BYTES));
        seq++;
      }
    },
    async end() {
      if (finished || ws.readyState !== ws.OPEN) return;
      const done = ended.wait(END_WAIT_MS);
      ws.send(JSON.stringify({ message: 'EndOfStream', last_seq_no: seq }));
      await done;
      finished = true;
      ws.close(1000);
    },
  };
  return recognition;
}

/**
 * Speechmatics has no per-utterance flush in the messages we use, so each answer is one
 * recognition: finalize sends EndOfStream and waits for every final; the next audio opens a
 * new recognition.
 */
export function createSpeechmaticsProvider(options: SpeechmaticsOptions): SttProvider {
  return {
    name: 'speechmatics',
    async open({ sampleRate }, listener) {
      const apiKey = options.apiKey;
      if (!apiKey) throw new SttStartupError('Speechmatics is not configured (set SPEECHMATICS_API_KEY).');
      const config = { ...options, apiKey };
      let current: Promise<Recognition> | null = recognise(config, sampleRate, listener);
      await current;
      const fail = (err: Error) => listener.error(err.message);
      return {
        write(pcm) {
          current ??= recognise(config, sampleRate, listener);
          const bytes = Buffer.from(pcmBuffer(pcm));
          current.then((r) => r.send(bytes)).catch(fail);
        },
        async finalize() {
          const r = current;
          current = null;
          if (r) await (await r).end();
        },
        async close() {
          const r = current;
          current = null;
          if (r) await r.then((x) => x.end()).catch(() => undefined);
        },
      };
    },
  };
}
