import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { SttStartupError, type SttListener } from '../types';
import { createAssemblyAiProvider } from './assemblyai';
import { createDeepgramProvider } from './deepgram';
import { createSpeechmaticsProvider } from './speechmatics';

type Received = { request: IncomingMessage; texts: Record<string, unknown>[]; binary: number[] };

/** A local stand-in for a provider: records what arrives and replays documented messages. */
async function replayServer(onMessage: (ws: WebSocket, msg: Record<string, unknown> | Buffer) => void) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const received: Received = { request: undefined as unknown as IncomingMessage, texts: [], binary: [] };
  wss.on('connection', (ws, request) => {
    received.request = request;
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        received.binary.push(data.length);
        return onMessage(ws, data);
      }
      const msg = JSON.parse(data.toString()) as Record<string, unknown>;
      received.texts.push(msg);
      onMessage(ws, msg);
    });
  });
  servers.push(wss);
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`, received, wss };
}
const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    for (const c of s.clients) c.terminate();
    await new Promise((r) => s.close(r));
  }
});

function recorder() {
  const events: [string, unknown][] = [];
  const listener: SttListener = {
    partial: (t) => events.push(['partial', t]),
    transcript: (e) => events.push(['transcript', e]),
    utteranceEnd: () => events.push(['utterance_end', null]),
    error: (m) => events.push(['error', m]),
  };
  return { events, listener };
}
const pcm = (n: number) => new Int16Array(n).fill(1000);
const options = { expected: [], sampleRate: 22_050 };

describe('Deepgram adapter', () => {
  it('sends the spec settings and the key, relays interim, final and finalize results', async () => {
    const server = await replayServer((ws, msg) => {
      if (Buffer.isBuffer(msg)) {
        ws.send(
          JSON.stringify({
            type: 'Results',
            is_final: false,
            channel: { alternatives: [{ transcript: 'cleared to' }] },
          }),
        );
        return;
      }
      if (msg.type === 'Finalize') {
        const alt = { transcript: 'cleared to land runway two seven', confidence: 0.93 };
        ws.send(
          JSON.stringify({
            type: 'Results',
            is_final: true,
            speech_final: false,
            from_finalize: true,
            channel: { alternatives: [alt] },
          }),
        );
        ws.send(JSON.stringify({ type: 'UtteranceEnd', last_word_end: 2.1 }));
      }
    });
    const { events, listener } = recorder();
    const provider = createDeepgramProvider({ apiKey: 'dg-key', url: server.url, model: 'nova-2-atc' });
    const stream = await provider.open(options, listener);
    stream.write(pcm(2205));
    await new Promise((r) => setTimeout(r, 50));
    await stream.finalize();
    await new Promise((r) => setTimeout(r, 50));
    await stream.close();

    const query = new URL(server.received.request.url!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      model: 'nova-2-atc',
      language: 'en',
      smart_format: 'true',
      interim_results: 'true',
      vad_events: 'true',
      punctuate: 'true',
      utterance_end_ms: '1000',
      endpointing: '700',
      sample_rate: '22050',
      encoding: 'linear16',
    });
    expect(server.received.request.headers.authorization).toBe('Token dg-key');
    expect(server.received.binary).toEqual([4410]);
    expect(events).toEqual([
      ['partial', 'cleared to'],
      [
        'transcript',
        {
          channel: { alternatives: [{ transcript: 'cleared to land runway two seven', confidence: 0.93 }] },
          is_final: true,
          speech_final: true,
        },
      ],
      ['utterance_end', null],
    ]);
  });

  it('gives a startup error without a key or when the key is refused', async () => {
    await expect(
      createDeepgramProvider({ apiKey: null, url: 'ws://127.0.0.1:1/', model: 'x' }).open(
        options,
        recorder().listener,
      ),
    ).rejects.toThrow('Deepgram is not configured (set DEEPGRAM_API_KEY).');
    const wss = new WebSocketServer({
      port: 0,
      host: '127.0.0.1',
      verifyClient: (_info, cb) => cb(false, 401),
    });
    servers.push(wss);
    await new Promise((r) => wss.once('listening', r));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`;
    const failure = createDeepgramProvider({ apiKey: 'bad', url, model: 'x' }).open(
      options,
      recorder().listener,
    );
    await expect(failure).rejects.toBeInstanceOf(SttStartupError);
    await expect(failure).rejects.toThrow('Deepgram rejected the API key (HTTP 401).');
  });
});

describe('Speechmatics adapter', () => {
  it('starts recognition with the spec settings, streams 1024-byte frames, ends with EndOfStream', async () => {
    const server = await replayServer((ws, msg) => {
      if (Buffer.isBuffer(msg)) return;
      if (msg.message === 'StartRecognition')
        ws.send(JSON.stringify({ message: 'RecognitionStarted', id: 'r1' }));
      if (msg.message === 'EndOfStream') {
        ws.send(
          JSON.stringify({
            message: 'AddPartialTranscript',
            metadata: { transcript: 'wil', start_time: 0, end_time: 0.3 },
          }),
        );
        ws.send(
          JSON.stringify({
            message: 'AddTranscript',
            metadata: { transcript: 'wilco ', start_time: 0, end_time: 0.6 },
            results: [],
          }),
        );
        ws.send(JSON.stringify({ message: 'EndOfTranscript' }));
      }
    });
    const { events, listener } = recorder();
    const stream = await createSpeechmaticsProvider({ apiKey: 'sm-key', url: server.url }).open(
      options,
      listener,
    );
    stream.write(pcm(1500));
    await new Promise((r) => setTimeout(r, 50));
    await stream.finalize();
    await stream.close();

    expect(server.received.request.headers.authorization).toBe('Bearer sm-key');
    expect(server.received.texts[0]).toEqual({
      message: 'StartRecognition',
      audio_format: { type: 'raw', encoding: 'pcm_s16le', sample_rate: 22_050 },
      transcription_config: {
        language: 'en',
        enable_partials: true,
        max_delay: 5,
        max_delay_mode: 'flexible',
        operating_point: 'enhanced',
        audio_filtering_config: { volume_threshold: 3.4 },
      },
    });
    expect(server.received.binary).toEqual([1024, 1024, 952]);
    expect(server.received.texts[1]).toEqual({ message: 'EndOfStream', last_seq_no: 3 });
    expect(events).toEqual([
      ['partial', 'wil'],
      ['transcript', { metadata: { transcript: 'wilco' } }],
    ]);
  });

  it('turns an Error before RecognitionStarted into a startup error', async () => {
    const server = await replayServer((ws) =>
      ws.send(JSON.stringify({ message: 'Error', type: 'not_authorised', reason: 'bad key' })),
    );
    const { events, listener } = recorder();
    await expect(
      createSpeechmaticsProvider({ apiKey: 'x', url: server.url }).open(options, listener),
    ).rejects.toThrow('Speechmatics error: bad key');
    expect(events).toEqual([]);
  });
});

describe('AssemblyAI adapter', () => {
  it('waits for Begin, batches audio to 100 ms, relays turns and ends on ForceEndpoint', async () => {
    const server = await replayServer((ws, msg) => {
      if (Buffer.isBuffer(msg)) {
        ws.send(
          JSON.stringify({
            type: 'Turn',
            end_of_turn: false,
            turn_is_formatted: false,
            transcript: 'squawk seven',
          }),
        );
        return;
      }
      if (msg.type === 'ForceEndpoint') {
        ws.send(
          JSON.stringify({
            type: 'Turn',
            end_of_turn: true,
            turn_is_formatted: false,
            transcript: 'squawk seven seven zero zero',
          }),
        );
        ws.send(
          JSON.stringify({
            type: 'Turn',
            end_of_turn: true,
            turn_is_formatted: true,
            transcript: 'Squawk 7700.',
          }),
        );
      }
    });
    server.wss.on('connection', (ws) => ws.send(JSON.stringify({ type: 'Begin', id: 's1', expires_at: 0 })));
    const { events, listener } = recorder();
    const stream = await createAssemblyAiProvider({ apiKey: 'aai-key', url: server.url }).open(
      options,
      listener,
    );
    stream.write(pcm(1000)); // 45 ms: held back
    stream.write(pcm(1500)); // now 113 ms: sent together
    await new Promise((r) => setTimeout(r, 50));
    await stream.finalize();
    await stream.close();
    await new Promise((r) => setTimeout(r, 20));

    const query = new URL(server.received.request.url!, 'http://x').searchParams;
    expect(query.get('sample_rate')).toBe('22050');
    expect(query.get('encoding')).toBe('pcm_s16le');
    expect(server.received.request.headers.authorization).toBe('aai-key');
    expect(server.received.binary).toEqual([5000]);
    expect(server.received.texts.map((t) => t.type)).toEqual(['ForceEndpoint', 'Terminate']);
    expect(events).toEqual([
      ['partial', 'squawk seven'],
      ['transcript', { utterance: 'Squawk 7700.' }],
    ]);
  });
});
