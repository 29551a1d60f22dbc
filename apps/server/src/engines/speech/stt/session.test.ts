import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transition } from './machine';
import { createProviderChooser } from './registry';
import { createSttSession, type SttSink } from './session';
import { createFakeSttProvider, fakeSpeech, type FakeStt } from '../../../test/fake-stt';

type Emitted = [string, ...unknown[]];

function setup(providers: FakeStt[], config: Partial<Parameters<typeof createSttSession>[2]> = {}) {
  const emitted: Emitted[] = [];
  let disconnected = false;
  const sink: SttSink = {
    emit: (event, ...args) => emitted.push([event, ...args]),
    disconnect: () => (disconnected = true),
  };
  const map = new Map(providers.map((p) => [p.provider.name, p.provider]));
  const chooser = createProviderChooser(map, [...map.keys()], true);
  const session = createSttSession(
    sink,
    chooser,
    { timeoutMs: 15_000, maxChunkBytes: 16_384, maxRealtimeFactor: 4, speechRms: 200, ...config },
    { warn: () => undefined },
  );
  return { session, emitted, names: () => emitted.map((e) => e[0]), disconnected: () => disconnected };
}

const speech = fakeSpeech;

describe('stt session state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('allows only the documented transitions', () => {
    expect(transition('idle', 'start')).toBe('starting');
    expect(transition('listening', 'finalize')).toBe('finalizing');
    expect(transition('finalizing', 'finalized')).toBe('listening');
    expect(transition('idle', 'finalize')).toBeNull();
    expect(transition('closed', 'start')).toBeNull();
  });

  it('starts, streams partials, finalizes into a speech-final transcript then utterance_end', async () => {
    const fake = createFakeSttProvider({ heard: 'cleared to land runway two seven' });
    const { session, emitted, names } = setup([fake]);
    await session.start({ expected: ['cleared to land runway three four'] });
    session.audio(speech(2000));
    await session.finalize(undefined);
    expect(names()).toEqual([
      'stt_initialized',
      'listening',
      'partial_transcript',
      'transcript',
      'utterance_end',
    ]);
    expect(emitted[0]).toEqual(['stt_initialized', { stt_provider: 'pocketsphinx' }]);
    expect(emitted[3]![1]).toMatchObject({
      channel: { alternatives: [{ transcript: 'cleared to land runway two seven' }] },
      is_final: true,
      speech_final: true,
    });
    expect(session.state).toBe('listening');
  });

  it('reports bad payloads as error events and keeps going', async () => {
    const fake = createFakeSttProvider();
    const { session, emitted } = setup([fake]);
    session.audio(speech(10));
    await session.start({ expected: 'not a list' });
    await session.start({ sample_rate: 44_100 });
    session.audio('text');
    session.audio(Buffer.from([1, 2, 3]));
    expect(emitted.map((e) => e[0])).toEqual(['error', 'error', 'error', 'error', 'error']);
    expect(emitted[0]![1]).toEqual({ message: 'Send stt_start before audio' });
    await session.start({});
    expect(session.state).toBe('listening');
  });

  it('refuses oversized chunks and audio faster than 4x real time', async () => {
    const fake = createFakeSttProvider();
    const { session, emitted } = setup([fake]);
    await session.start({});
    session.audio(Buffer.alloc(16_386));
    expect(emitted.at(-1)).toEqual([
      'error',
      { message: 'Audio chunk of 16386 bytes is larger than 16384 bytes' },
    ]);
    // 4x real time at 22050 Hz is 176400 bytes a second; send 12 full chunks at once.
    for (let i = 0; i < 12; i++) session.audio(speech(8192));
    expect(emitted.at(-1)).toEqual(['error', { message: 'Audio is arriving faster than real time' }]);
    expect(fake.written.length).toBe(10);
    vi.advanceTimersByTime(1000);
    session.audio(speech(8192));
    expect(fake.written.length).toBe(11);
  });

  it('times out after the configured inactivity, counting silence as inactivity', async () => {
    const fake = createFakeSttProvider();
    const { session, names, disconnected } = setup([fake], { timeoutMs: 5000 });
    await session.start({});
    vi.advanceTimersByTime(4000);
    session.audio(speech(100)); // speech resets the clock
    vi.advanceTimersByTime(4000);
    session.audio(Buffer.alloc(200)); // silence does not
    expect(names()).not.toContain('timeout');
    vi.advanceTimersByTime(1001);
    expect(names()).toContain('timeout');
    expect(disconnected()).toBe(true);
    await vi.runAllTimersAsync();
    expect(fake.closed()).toBe(1);
    expect(session.state).toBe('closed');
  });

  it('falls back to the next choice when one cannot start, and reports startup_error when none can', async () => {
    const broken = createFakeSttProvider({
      name: 'deepgram',
      fail: 'Deepgram is not configured (set DEEPGRAM_API_KEY).',
    });
    const offline = createFakeSttProvider();
    const both = setup([broken, offline]);
    await both.session.start({ provider: 'deepgram' });
    expect(both.emitted[0]).toEqual(['stt_initialized', { stt_provider: 'pocketsphinx' }]);

    const only = setup([
      createFakeSttProvider({ name: 'deepgram', fail: 'Deepgram is not configured (set DEEPGRAM_API_KEY).' }),
    ]);
    await only.session.start({});
    expect(only.emitted).toEqual([
      ['startup_error', { message: 'Deepgram is not configured (set DEEPGRAM_API_KEY).' }],
    ]);
    expect(only.session.state).toBe('idle');
    await only.session.start({ provider: 'assemblyai' });
    expect(only.emitted.at(-1)).toEqual([
      'startup_error',
      { message: 'Speech provider assemblyai is not enabled' },
    ]);
  });

  it('holds audio sent while starting, drops late results of a stopped stream, tears down on stop', async () => {
    const fake = createFakeSttProvider();
    const { session, names } = setup([fake]);
    const starting = session.start({});
    session.audio(speech(100));
    await starting;
    expect(fake.written).toEqual([100]);
    const listener = fake.listener()!;
    await session.stop(undefined);
    listener.partial('late');
    expect(names().filter((n) => n === 'partial_transcript')).toHaveLength(1);
    expect(fake.closed()).toBe(1);
    expect(session.state).toBe('idle');
  });

  it('ends the session with an error event when the provider fails mid-stream', async () => {
    const fake = createFakeSttProvider();
    const { session, emitted } = setup([fake]);
    await session.start({});
    fake.listener()!.error('Speech recognition failed: decoder exited');
    expect(emitted.at(-1)).toEqual(['error', { message: 'Speech recognition failed: decoder exited' }]);
    expect(session.state).toBe('idle');
  });
});
