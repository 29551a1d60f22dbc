import { SttStartupError, type SttListener, type SttProvider } from '../types';
import { createSignal, deferred, openSocket, pcmBuffer } from './socket';

export type SpeechmaticsOptions = { apiKey: string | null; url: string };

/** docs/product/speech.md, "Providers": the second provider's settings. */
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

/** docs/product/speech.md, "Providers": audio goes out in 1024-byte AddAudio frames. */
const CHUNK_BYTES = 1024;
const END_WAIT_MS = 10_000;

type Recognition = { send(pcm: Buffer): void; end(): Promise<void> };

/**
 * One Speechmatics real-time session: StartRecognition → RecognitionStarted, binary AddAudio,
 * EndOfStream → EndOfTranscript. Finals go out in the second provider shape
 * ({ metadata: { transcript } }, docs/product/speech.md, "Transcript shapes"), exactly as AddTranscript
 * carries them.
 */
async function recognise(
  options: SpeechmaticsOptions & { apiKey: string },
  rate: number,
  listener: SttListener,
) {
  const ended = createSignal();
  const started = deferred();
  let seq = 0;
  let finished = false;
  // Before RecognitionStarted a failure is a startup error (rejected), not a stream error.
  let running = false;
  const onMessage = (msg: Record<string, unknown> | null) => {
    const meta = msg?.metadata as { transcript?: string } | undefined;
    const text = meta?.transcript?.trim();
    switch (msg?.message) {
      case 'RecognitionStarted':
        running = true;
        return started.resolve();
      case 'AddPartialTranscript':
        if (text) listener.partial(text);
        return;
      case 'AddTranscript':
        if (text) listener.transcript({ metadata: { transcript: text } });
        return;
      case 'EndOfTranscript':
        finished = true;
        return ended.signal();
      case 'Error': {
        const reason = `Speechmatics error: ${String(msg.reason ?? msg.type ?? 'unknown')}`;
        started.reject(new SttStartupError(reason));
        if (running && !finished) listener.error(reason);
        finished = true;
        return ended.signal();
      }
    }
  };
  const headers = { Authorization: `Bearer ${options.apiKey}` };
  const ws = await openSocket(options.url, headers, 'Speechmatics', onMessage);
  ws.on('close', () => {
    started.reject(new SttStartupError('Speechmatics closed the connection before recognition started.'));
    if (running && !finished) listener.error('Speechmatics closed the stream');
    finished = true;
    ended.signal();
  });
  ws.send(JSON.stringify(startRecognition(rate)));
  await started.promise;
  const recognition: Recognition = {
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
