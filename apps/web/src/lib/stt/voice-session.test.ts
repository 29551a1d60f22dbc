import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecorder } from '../audio/recorder';
import { INITIAL_RECORDER_STATE, useRecorderStore } from '../audio/recorder-store';
import { fakeRecorderDeps } from '../audio/test-capture';
import { STARTUP_ERROR_TEXT } from './stt-events';
import { fakeSttSocket, finalSegment } from './test-socket';
import { createVoiceSession, type VoiceSessionDeps } from './voice-session';
import { INITIAL_VOICE_STATE, useVoiceStore, voiceNow } from './voice-store';

beforeEach(() => {
  useVoiceStore.setState(INITIAL_VOICE_STATE);
  useRecorderStore.setState(INITIAL_RECORDER_STATE);
});

function setup(overrides: Partial<VoiceSessionDeps> = {}, recorderOverrides = {}) {
  const server = fakeSttSocket();
  const capture = fakeRecorderDeps(recorderOverrides);
  const deps: VoiceSessionDeps = {
    createSocket: vi.fn(() => server.socket),
    recorder: createRecorder(capture.deps),
    showError: vi.fn(),
    onTrouble: vi.fn(),
    refreshToken: vi.fn(() => Promise.resolve(false)),
    finalTimeoutMs: 50,
    connectTimeoutMs: 200,
    ...overrides,
  };
  return { server, capture, deps, session: createVoiceSession(deps) };
}

/** Connects and plays the server's part up to stt_initialized. */
async function connected(env: ReturnType<typeof setup>) {
  const connecting = env.session.connect({ question_id: 3, expected: ['cleared to land'] });
  expect(voiceNow()).toMatchObject({ isInitialized: true, isConnecting: true });
  env.server.accept();
  env.server.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
  await expect(connecting).resolves.toBe(true);
}

const isSilent = (chunk: unknown) => new Uint8Array(chunk as ArrayBuffer).every((byte) => byte === 0);
const audioOf = (env: ReturnType<typeof setup>) =>
  env.server.emitted.filter((entry) => entry.event === 'audio').map((entry) => entry.args[0]);

describe('voice session', () => {
  it('connects, streams the take and resolves with the final transcript', async () => {
    const env = setup();
    await connected(env);
    expect(env.server.emitted[0]).toEqual({
      event: 'stt_start',
      args: [{ question_id: 3, expected: ['cleared to land'], sample_rate: 22_050, encoding: 'linear16' }],
    });
    expect(useRecorderStore.getState().isInitialized).toBe(true);

    await expect(env.session.startRecording()).resolves.toBe(true);
    env.capture.emitSlice();
    expect(audioOf(env)).toHaveLength(1);
    expect(isSilent(audioOf(env)[0])).toBe(false);
    env.server.serverEmit('transcript', finalSegment('cleared to land', false, 0.9));

    const answer = env.session.stopAndFinalize();
    await vi.waitFor(() => expect(env.server.events()).toContain('stt_finalize'));
    // Held audio first, then 0.25 s of silence, then the request for the final.
    const [, tail, silence] = audioOf(env);
    expect((tail as ArrayBuffer).byteLength).toBe(8);
    expect(isSilent(silence)).toBe(true);
    expect(env.server.events().slice(-2)).toEqual(['audio', 'stt_finalize']);
    expect(useVoiceStore.getState().transcript.waitForFinal).toBe(true);
    env.capture.emitSlice();
    expect(isSilent(audioOf(env).at(-1))).toBe(true);

    env.server.serverEmit('transcript', finalSegment('runway two seven', true, 0.7));
    await expect(answer).resolves.toEqual({
      transcript: 'cleared to land runway two seven',
      confidence: 0.8,
    });
    expect(voiceNow()).toMatchObject({ isMicRecording: false });
    await vi.waitFor(() => expect(useRecorderStore.getState().isRecording).toBe(false));
  });

  it('after the timeout, keeps what was heard and falls back to interim text', async () => {
    const env = setup();
    await connected(env);
    await env.session.startRecording();
    env.server.serverEmit('transcript', finalSegment('line up'));
    await expect(env.session.stopAndFinalize()).resolves.toEqual({ transcript: 'line up' });

    await env.session.startRecording();
    expect(useVoiceStore.getState().transcript.latest).toBe('');
    env.server.serverEmit('partial_transcript', { transcript: 'and wait' });
    await expect(env.session.stopAndFinalize()).resolves.toEqual({ transcript: 'and wait' });
  });

  it('does not record before it is connected', async () => {
    const env = setup();
    await expect(env.session.startRecording()).resolves.toBe(false);
    await expect(env.session.stopAndFinalize()).resolves.toEqual({ transcript: '' });
  });

  it('reports a startup error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = setup();
    const connecting = env.session.connect({ expected: [] });
    env.server.accept();
    env.server.serverEmit('startup_error', { message: 'no decoder' });
    await expect(connecting).resolves.toBe(false);
    expect(voiceNow()).toMatchObject({
      hasStartupError: true,
      startupErrorMessage: STARTUP_ERROR_TEXT,
    });
  });

  it('reports a server that never answers', async () => {
    const env = setup({ connectTimeoutMs: 20 });
    await expect(env.session.connect({ expected: [] })).resolves.toBe(false);
    expect(voiceNow()).toMatchObject({ hasStartupError: true, isConnecting: false });
  });

  it('opens the trouble dialog when the microphone fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = setup({}, { openCapture: vi.fn(() => Promise.reject(new Error('NotFoundError'))) });
    const connecting = env.session.connect({ expected: [] });
    env.server.accept();
    env.server.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    await expect(connecting).resolves.toBe(false);
    expect(env.capture.deps.onTrouble).toHaveBeenCalled();
    await expect(env.session.startRecording()).resolves.toBe(false);
    expect(env.deps.onTrouble).toHaveBeenCalled();
  });

  it('retries a refused connection once with a refreshed token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = setup({ refreshToken: vi.fn(() => Promise.resolve(true)) });
    const connecting = env.session.connect({ expected: [] });
    env.server.refuse();
    await vi.waitFor(() => expect(env.server.socket.connect).toHaveBeenCalledTimes(2));
    env.server.accept();
    env.server.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    await expect(connecting).resolves.toBe(true);
  });

  it('a server error resets everything, releasing the microphone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = setup();
    await connected(env);
    await env.session.startRecording();
    env.server.serverEmit('error', { message: 'crash' });
    expect(env.deps.showError).toHaveBeenCalledWith(
      'Error event received from backend. Please notify an administrator.',
    );
    expect(voiceNow()).toMatchObject({
      connected: false,
      isMicRecording: false,
      isInitialized: false,
    });
    await vi.waitFor(() => expect(env.capture.capture.close).toHaveBeenCalled());
    expect(useRecorderStore.getState().isInitialized).toBe(false);
  });

  it('connect() for the next question replaces the socket and keeps the microphone', async () => {
    const env = setup();
    await connected(env);
    const next = fakeSttSocket();
    vi.mocked(env.deps.createSocket).mockReturnValue(next.socket);
    const connecting = env.session.connect({ question_id: 4, expected: [] });
    expect(env.server.events().at(-1)).toBe('stt_stop');
    expect(env.server.socket.disconnect).toHaveBeenCalled();
    next.accept();
    next.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    await expect(connecting).resolves.toBe(true);
    expect(env.capture.deps.openCapture).toHaveBeenCalledTimes(1);
  });

  it('a superseded connect resolves false without flagging the newer session', async () => {
    const env = setup({ connectTimeoutMs: 30 });
    const first = env.session.connect({ question_id: 1, expected: [] });
    const next = fakeSttSocket();
    vi.mocked(env.deps.createSocket).mockReturnValue(next.socket);
    const second = env.session.connect({ question_id: 2, expected: [] });
    await expect(first).resolves.toBe(false);
    expect(voiceNow()).toMatchObject({ hasStartupError: false, isConnecting: true });
    next.accept();
    next.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    await expect(second).resolves.toBe(true);
    expect(next.emitted[0]?.args[0]).toMatchObject({ question_id: 2 });
  });

  it('reset closes the socket and ends a pending connect', async () => {
    const env = setup();
    const connecting = env.session.connect({ expected: [] });
    await env.session.reset();
    await expect(connecting).resolves.toBe(false);
    expect(voiceNow().isInitialized).toBe(false);
    expect(env.server.socket.off).toHaveBeenCalled();
  });
});
