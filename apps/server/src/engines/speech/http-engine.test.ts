import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudVoiceFor, createHttpSpeechEngine } from './http-engine';
import { createCachedTts } from './tts';

/** 0.2 s of a 440 Hz tone as 16-bit mono PCM WAV, like a speech endpoint returns. */
function wav(seconds = 0.2, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-cloud-tts-'));
let server: Server;
let baseUrl = '';
const seen: { url: string | undefined; auth: string | undefined; body: Record<string, unknown> }[] = [];
let status = 200;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(await read(req)) });
    res.writeHead(status, { 'content-type': status === 200 ? 'audio/wav' : 'application/json' });
    res.end(status === 200 ? wav() : JSON.stringify({ error: { message: 'rate limited' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

function speech(log: { warn: (obj: object, msg: string) => void }) {
  const engine = createHttpSpeechEngine({
    baseUrl,
    apiKey: 'sk-test',
    model: 'tts-1',
    voice: 'alloy, tower=onyx',
    sox: 'sox',
  });
  return createCachedTts(engine, {
    mediaDir: dir,
    mediaUrl: '/media',
    radioEffect: true,
    limits: { maxBytes: 1 << 30, maxFiles: 1000 },
    log,
  });
}

describe('OpenAI-compatible speech provider', () => {
  it('posts the line and stores the WAV it returns, with the radio effect for the tower', async () => {
    const warnings: string[] = [];
    const tts = speech({ warn: (_o, msg) => warnings.push(msg) });
    const tower = await tts.speak('Runway two seven, cleared to land.', {
      id: 'tower',
      voice: 'rms',
      radioEffect: true,
    });
    const examiner = await tts.speak('Tell me about Class B.', {
      id: 'dpe',
      voice: 'slt',
      radioEffect: false,
    });
    expect(warnings).toEqual([]);
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['/v1/audio/speech', 'Bearer sk-test'],
      ['/v1/audio/speech', 'Bearer sk-test'],
    ]);
    expect(seen[0]!.body).toEqual({
      model: 'tts-1',
      input: 'Runway two seven, cleared to land.',
      voice: 'onyx',
      response_format: 'wav',
    });
    expect(seen[1]!.body.voice).toBe('alloy');
    for (const url of [tower, examiner]) {
      const bytes = readFileSync(path.join(dir, 'tts', path.basename(url ?? '')));
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    }
    // Served from the cache the second time: no new request.
    expect(await tts.speak('Tell me about Class B.', { id: 'dpe', voice: 'slt', radioEffect: false })).toBe(
      examiner,
    );
    expect(seen).toHaveLength(2);
  });

  it('answers as text, with a log line, when the endpoint fails', async () => {
    status = 503;
    const warnings: { obj: object; msg: string }[] = [];
    const tts = speech({ warn: (obj, msg) => warnings.push({ obj, msg }) });
    expect(await tts.speak('Say again.', { id: 'dpe', voice: 'slt', radioEffect: false })).toBeNull();
    expect(warnings).toEqual([
      {
        obj: { engine: 'openai', err: 'speech endpoint answered 503' },
        msg: 'speech synthesis with openai failed; the persona answers as text only',
      },
    ]);
    status = 200;
  });

  it('maps TTS_VOICE per persona', () => {
    const voiceFor = cloudVoiceFor('dpe=nova,tower=onyx');
    expect(voiceFor({ id: 'tower', voice: 'rms', radioEffect: true })).toBe('onyx');
    expect(voiceFor({ id: 'other', voice: 'slt', radioEffect: false })).toBe('alloy');
    expect(cloudVoiceFor('echo')({ id: 'dpe', voice: 'slt', radioEffect: false })).toBe('echo');
  });
});
