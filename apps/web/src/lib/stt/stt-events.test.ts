import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKEND_ERROR_TEXT,
  BUSY_TEXT,
  CONNECT_ERROR_TEXT,
  STARTUP_ERROR_TEXT,
  bindSttEvents,
  type SttEventEffects,
} from './stt-events';
import { fakeSttSocket, finalSegment } from './test-socket';
import { INITIAL_VOICE_STATE, useVoiceStore, voiceFlags } from './voice-store';

beforeEach(() => useVoiceStore.setState(INITIAL_VOICE_STATE));

function setup(overrides: Partial<SttEventEffects> = {}) {
  const fake = fakeSttSocket();
  const effects: SttEventEffects = {
    startPayload: () => ({ question_id: 7, expected: ['wilco'], sample_rate: 22_050, encoding: 'linear16' }),
    pauseRecorder: vi.fn(),
    resetAll: vi.fn(() => useVoiceStore.setState(INITIAL_VOICE_STATE)),
    showError: vi.fn(),
    retryWithFreshToken: vi.fn(() => Promise.resolve(false)),
    ...overrides,
  };
  bindSttEvents(fake.socket, effects);
  return { ...fake, effects };
}

const voice = () => ({ ...useVoiceStore.getState(), ...voiceFlags(useVoiceStore.getState().status) });

describe('speech socket events (docs/product/speech.md, "The /stt socket")', () => {
  it('connect marks connected and starts the session with the question context', () => {
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const { accept, emitted } = setup();
    accept();
    expect(voice()).toMatchObject({ connected: true, isConnecting: false });
    expect(emitted).toEqual([
      {
        event: 'stt_start',
        args: [{ question_id: 7, expected: ['wilco'], sample_rate: 22_050, encoding: 'linear16' }],
      },
    ]);
  });

  it('disconnects at once when the session was not initialised', () => {
    const { accept, socket, events } = setup();
    accept();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(events()).toEqual([]);
    expect(voice().connected).toBe(false);
  });

  it('stores the provider, listening and interim text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    const { serverEmit } = setup();
    serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    serverEmit('stt_initialized', { stt_provider: 'nope' });
    serverEmit('listening');
    serverEmit('partial_transcript', { transcript: 'cleared to' });
    expect(voice()).toMatchObject({ sttProvider: 'pocketsphinx', isListening: true });
    expect(voice().providerChoice.tried).toEqual(['pocketsphinx']);
    expect(voice().transcript.interim).toBe('cleared to');
    expect(warn).toHaveBeenCalledWith('Ignoring a malformed stt_initialized', { stt_provider: 'nope' });
  });

  it('accepts transcripts only while the microphone records', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { serverEmit } = setup();
    serverEmit('transcript', finalSegment('too early', true));
    serverEmit('partial_transcript', { transcript: 'too early' });
    expect(voice().transcript).toMatchObject({ latest: '', interim: '' });

    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    serverEmit('transcript', finalSegment('cleared to land'));
    serverEmit('transcript', { bogus: true });
    expect(warn).toHaveBeenCalledWith('Ignoring a transcript of unknown shape', { bogus: true });
    serverEmit('utterance_end');
    expect(voice().transcript.latest).toBe('cleared to land');
    serverEmit('transcript', finalSegment('runway two seven', true));
    expect(voice().transcript.latest).toBe('cleared to land runway two seven');
  });

  it('timeout clears the session flags, stops the mic and pauses the recorder', () => {
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    const { serverEmit, effects, socket } = setup();
    serverEmit('transcript', finalSegment('pending'));
    serverEmit('timeout');
    expect(voice()).toMatchObject({
      isSocketTimedOut: true,
      isInitialized: false,
      connected: false,
      isMicRecording: false,
    });
    expect(voice().transcript.segments).toEqual([]);
    expect(effects.pauseRecorder).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('startup_error sets the flag and a clear message', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const { serverEmit } = setup();
    serverEmit('startup_error', { message: 'decoder failed' });
    expect(voice()).toMatchObject({
      hasStartupError: true,
      startupErrorMessage: STARTUP_ERROR_TEXT,
      isConnecting: false,
    });
  });

  it('startup_error for a busy recogniser says so and to try again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const { serverEmit } = setup();
    serverEmit('startup_error', {
      message: 'The speech recogniser is busy. Try again in a moment.',
      reason: 'busy',
    });
    expect(voice()).toMatchObject({
      hasStartupError: true,
      startupErrorMessage: BUSY_TEXT,
      isConnecting: false,
    });
    expect(BUSY_TEXT).toMatch(/busy\. Try again/);
  });

  it('error shows the orange notification and resets every speech state', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: false } });
    const { serverEmit, effects } = setup();
    serverEmit('error', { message: 'boom' });
    expect(effects.showError).toHaveBeenCalledWith(BACKEND_ERROR_TEXT);
    expect(effects.resetAll).toHaveBeenCalled();
    expect(voice()).toMatchObject({
      isInitialized: false,
      connected: false,
      isMicRecording: false,
      error: BACKEND_ERROR_TEXT,
    });
  });

  it('a refused connection retries with a fresh token before it reports', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const retry = vi.fn().mockResolvedValueOnce(true).mockResolvedValue(false);
    const { refuse } = setup({ retryWithFreshToken: retry });
    refuse();
    await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(voice().hasStartupError).toBe(false);
    refuse();
    await vi.waitFor(() => expect(voice().startupErrorMessage).toBe(CONNECT_ERROR_TEXT));
    expect(voice()).toMatchObject({ isConnecting: false, connected: false, hasStartupError: true });
  });

  it('leaves transport failures to socket.io’s own retries', () => {
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const { serverEmit, effects } = setup();
    serverEmit('connect_error', new Error('xhr poll error'));
    expect(effects.retryWithFreshToken).not.toHaveBeenCalled();
    expect(voice().isConnecting).toBe(true);
  });

  it('a disconnect keeps the take in progress, and a reconnect picks it up', () => {
    useVoiceStore.setState({ status: { kind: 'open', recording: true, listening: true } });
    const { serverEmit, accept } = setup();
    serverEmit('disconnect');
    expect(voice().status).toEqual({ kind: 'dropped', recording: true });
    expect(voice()).toMatchObject({ connected: false, isMicRecording: true, isListening: false });
    accept();
    expect(voice().status).toEqual({ kind: 'open', recording: true, listening: false });
  });

  it('a failure to start sticks through socket.io’s own reconnect', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useVoiceStore.setState({ status: { kind: 'connecting' } });
    const { serverEmit, accept } = setup();
    serverEmit('startup_error', { message: 'decoder failed' });
    serverEmit('disconnect');
    accept();
    expect(voice().status).toEqual({ kind: 'failed', message: STARTUP_ERROR_TEXT });
  });
});
