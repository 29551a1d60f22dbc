import { describe, expect, it } from 'vitest';
import { voiceFlags, withRecording, type SpeechStatus } from './voice-store';

describe('speech status (docs/product/speech.md, "Voice state")', () => {
  it('answers each flag from the one status', () => {
    expect(voiceFlags({ kind: 'closed' })).toEqual({
      isInitialized: false,
      isConnecting: false,
      connected: false,
      isMicRecording: false,
      isListening: false,
      isSocketTimedOut: false,
      hasStartupError: false,
      startupErrorMessage: null,
    });
    expect(voiceFlags({ kind: 'connecting' })).toMatchObject({ isInitialized: true, isConnecting: true });
    expect(voiceFlags({ kind: 'open', recording: true, listening: true })).toMatchObject({
      connected: true,
      isMicRecording: true,
      isListening: true,
    });
    expect(voiceFlags({ kind: 'dropped', recording: true })).toMatchObject({
      isInitialized: true,
      connected: false,
      isMicRecording: true,
    });
    expect(voiceFlags({ kind: 'timed-out' })).toMatchObject({ isInitialized: false, isSocketTimedOut: true });
    expect(voiceFlags({ kind: 'failed', message: 'No.' })).toMatchObject({
      isInitialized: true,
      hasStartupError: true,
      startupErrorMessage: 'No.',
    });
  });

  it('starts and ends a take only on a socket that is or was open', () => {
    const open: SpeechStatus = { kind: 'open', recording: false, listening: false };
    expect(withRecording(open, true)).toEqual({ ...open, recording: true });
    expect(withRecording({ kind: 'dropped', recording: true }, false)).toEqual({
      kind: 'dropped',
      recording: false,
    });
    expect(withRecording({ kind: 'connecting' }, true)).toEqual({ kind: 'connecting' });
    expect(withRecording({ kind: 'timed-out' }, true)).toEqual({ kind: 'timed-out' });
  });
});
