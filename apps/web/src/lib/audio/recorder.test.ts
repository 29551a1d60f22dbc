import { STT_MAX_CHUNK_BYTES } from '@wilco/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_DEVICE_KEY } from './device-preferences';
import { chooseMicrophone, createRecorder } from './recorder';
import { INITIAL_RECORDER_STATE, useRecorderStore } from './recorder-store';
import { fakeRecorderDeps } from './test-capture';

beforeEach(() => useRecorderStore.setState(INITIAL_RECORDER_STATE));

function setup(overrides: Parameters<typeof fakeRecorderDeps>[0] = {}) {
  const fake = fakeRecorderDeps(overrides);
  const chunks: ArrayBuffer[] = [];
  let waiting = false;
  const sink = { onChunk: (chunk: ArrayBuffer) => chunks.push(chunk), isWaitingForFinal: () => waiting };
  const recorder = createRecorder(fake.deps);
  return { ...fake, recorder, sink, chunks, setWaiting: (on: boolean) => (waiting = on) };
}

const isSilent = (chunk: ArrayBuffer) => new Uint8Array(chunk).every((byte) => byte === 0);

describe('recorder before initialisation', () => {
  it.each(['start', 'stop', 'pause', 'resume'] as const)('%s rejects with 402', async (operation) => {
    const { recorder } = setup();
    await expect(recorder[operation]()).rejects.toMatchObject({
      code: 402,
      message: 'Audio not initialized.',
    });
  });

  it('rejects again after a reset', async () => {
    const { recorder, sink } = setup();
    await recorder.initialize(sink);
    await recorder.reset();
    await expect(recorder.start()).rejects.toMatchObject({ code: 402 });
    expect(useRecorderStore.getState()).toEqual(INITIAL_RECORDER_STATE);
  });
});

describe('recorder', () => {
  it('opens the saved microphone once and records its state', async () => {
    const { recorder, sink, deps } = setup({
      readPreference: vi.fn((key: string) => (key === MICROPHONE_DEVICE_KEY ? 'mic-1' : 'spk-1')),
    });
    await Promise.all([recorder.initialize(sink), recorder.initialize(sink)]);
    expect(deps.openCapture).toHaveBeenCalledTimes(1);
    expect(deps.openCapture).toHaveBeenCalledWith('mic-1');
    expect(useRecorderStore.getState()).toMatchObject({
      isInitialized: true,
      sampleRate: 22_050,
      microphoneDeviceId: 'mic-1',
      speakerDeviceId: 'spk-1',
    });
  });

  it('streams slices only while active, and silence while waiting for the final transcript', async () => {
    const { recorder, sink, chunks, emitSlice, setWaiting, capture } = setup();
    await recorder.initialize(sink);
    emitSlice();
    expect(chunks).toHaveLength(0);

    await recorder.start();
    expect(capture.resume).toHaveBeenCalled();
    expect(useRecorderStore.getState()).toMatchObject({
      isRecording: true,
      isActive: true,
      recordingChangedAt: 1_000,
    });
    emitSlice();
    expect(chunks).toHaveLength(1);
    expect(isSilent(chunks[0] ?? new ArrayBuffer(1))).toBe(false);

    setWaiting(true);
    emitSlice();
    expect(chunks[1]?.byteLength).toBe(5513 * 2);
    expect(isSilent(chunks[1] ?? new ArrayBuffer(1))).toBe(true);

    await recorder.pause();
    emitSlice();
    expect(chunks).toHaveLength(2);
    expect(useRecorderStore.getState()).toMatchObject({ isRecording: true, isActive: false });
    await recorder.resume();
    expect(useRecorderStore.getState().isActive).toBe(true);
    expect(useRecorderStore.getState().audioBlobCount).toBe(2);
  });

  it('never hands the sink a chunk above the socket limit', async () => {
    const { recorder, sink, chunks, emitSlice } = setup();
    await recorder.initialize(sink);
    await recorder.start();
    emitSlice(40_000);
    expect(chunks.length).toBe(3);
    expect(chunks.every((chunk) => chunk.byteLength <= STT_MAX_CHUNK_BYTES)).toBe(true);
    expect(useRecorderStore.getState().audioBlobCount).toBe(3);
  });

  it('flush sends the held audio; stop drops it and ends the take', async () => {
    const { recorder, sink, chunks } = setup();
    await recorder.initialize(sink);
    await recorder.start();
    await recorder.flush();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.byteLength).toBe(8);
    recorder.sendSilence();
    expect(chunks).toHaveLength(2);
    expect(isSilent(chunks[1] ?? new ArrayBuffer(1))).toBe(true);

    await recorder.stop();
    expect(chunks).toHaveLength(2);
    expect(useRecorderStore.getState()).toMatchObject({ isRecording: false, isActive: false });
    await recorder.resume();
    expect(useRecorderStore.getState().isActive).toBe(false);
  });

  it('opens the trouble dialog and records the error when the microphone fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const { recorder, sink, deps } = setup({ openCapture: vi.fn(() => Promise.reject(denied)) });
    await expect(recorder.initialize(sink)).rejects.toBe(denied);
    expect(deps.onTrouble).toHaveBeenCalledTimes(1);
    expect(useRecorderStore.getState()).toMatchObject({
      isInitialized: false,
      audioError: 'NotAllowedError: Permission denied',
    });
    expect(error).toHaveBeenCalled();
  });

  it('releases a microphone that opens after a reset', async () => {
    const { recorder, sink, capture, deps } = setup();
    let release: () => void = () => {};
    vi.mocked(deps.openCapture).mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(capture))),
    );
    const initializing = recorder.initialize(sink);
    await vi.waitFor(() => expect(deps.openCapture).toHaveBeenCalled());
    await recorder.reset();
    release();
    await initializing;
    expect(capture.close).toHaveBeenCalled();
    expect(useRecorderStore.getState().isInitialized).toBe(false);
  });
});

describe('chooseMicrophone', () => {
  const listed = [
    { kind: 'audioinput' as const, deviceId: 'mic-1' },
    { kind: 'audiooutput' as const, deviceId: 'spk-1' },
  ];

  it('uses the saved microphone when present and falls back to default otherwise', () => {
    expect(chooseMicrophone('mic-1', listed)).toBe('mic-1');
    expect(chooseMicrophone('mic-9', listed)).toBe('default');
    expect(chooseMicrophone('spk-1', listed)).toBe('default');
    expect(chooseMicrophone('', listed)).toBe('default');
  });

  it('trusts the saved id while the browser hides device ids (no permission yet)', () => {
    expect(chooseMicrophone('mic-9', [{ kind: 'audioinput', deviceId: '' }])).toBe('mic-9');
  });
});
