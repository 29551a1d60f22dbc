import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecorder } from '../audio/recorder';
import { INITIAL_RECORDER_STATE, useRecorderStore } from '../audio/recorder-store';
import { fakeRecorderDeps } from '../audio/test-capture';
import { fakeSttSocket, finalSegment } from './test-socket';
import { useVoiceAnswer } from './use-voice-answer';
import { createVoiceSession } from './voice-session';
import { INITIAL_VOICE_STATE, useVoiceStore, voiceNow } from './voice-store';

beforeEach(() => {
  useVoiceStore.setState(INITIAL_VOICE_STATE);
  useRecorderStore.setState(INITIAL_RECORDER_STATE);
});

function setup() {
  const server = fakeSttSocket();
  const capture = fakeRecorderDeps();
  const session = createVoiceSession({
    createSocket: () => server.socket,
    recorder: createRecorder(capture.deps),
    showError: vi.fn(),
    onTrouble: vi.fn(),
    refreshToken: () => Promise.resolve(false),
    finalTimeoutMs: 1_000,
    connectTimeoutMs: 1_000,
  });
  const hook = renderHook(() => useVoiceAnswer(session));
  return { server, capture, session, hook };
}

describe('useVoiceAnswer', () => {
  it('exposes the connection, the live transcript and the final answer', async () => {
    const { server, hook } = setup();
    let ready: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ready = hook.result.current.connect({ question_id: 1, expected: ['wilco'] });
    });
    expect(hook.result.current).toMatchObject({ isConnecting: true, connected: false });
    act(() => {
      server.accept();
      server.serverEmit('stt_initialized', { stt_provider: 'pocketsphinx' });
    });
    await act(async () => expect(await ready).toBe(true));
    expect(hook.result.current).toMatchObject({ connected: true, isConnecting: false, isRecording: false });

    await act(() => hook.result.current.startRecording());
    expect(hook.result.current.isRecording).toBe(true);
    act(() => {
      server.serverEmit('transcript', finalSegment('wilco'));
      server.serverEmit('partial_transcript', { transcript: 'speedbird' });
    });
    expect(hook.result.current.liveTranscript).toBe('wilco speedbird');

    let answer: Promise<{ transcript: string }> = Promise.resolve({ transcript: '' });
    act(() => {
      answer = hook.result.current.stopAndFinalize();
    });
    await waitFor(() => expect(hook.result.current.waitingFinal).toBe(true));
    act(() => server.serverEmit('transcript', finalSegment('speedbird one', true)));
    await act(async () => expect(await answer).toEqual({ transcript: 'wilco speedbird one' }));
    expect(hook.result.current).toMatchObject({ waitingFinal: false, isRecording: false });
  });

  it('shows a timeout and a server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, hook } = setup();
    act(() => void hook.result.current.connect({ expected: [] }));
    act(() => server.accept());
    act(() => server.serverEmit('timeout'));
    expect(hook.result.current).toMatchObject({ timedOut: true, connected: false });
    act(() => server.serverEmit('error', { message: 'x' }));
    expect(hook.result.current.error).toBe(
      'Error event received from backend. Please notify an administrator.',
    );
  });

  it('releases the microphone when the last user unmounts', async () => {
    const { hook, capture, server } = setup();
    act(() => void hook.result.current.connect({ expected: [] }));
    act(() => server.accept());
    await waitFor(() => expect(useRecorderStore.getState().isInitialized).toBe(true));
    hook.unmount();
    await waitFor(() => expect(capture.capture.close).toHaveBeenCalled());
    expect(voiceNow().isInitialized).toBe(false);
  });
});
