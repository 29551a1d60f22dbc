import { STT_WAIT_SILENCE_SECONDS } from '@wilco/shared';
import { openRecorderTrouble } from '../recorder-trouble';
import { openBrowserCapture, type Capture } from './browser-capture';
import { MICROPHONE_DEVICE_KEY, SPEAKER_DEVICE_KEY, readDevicePreference } from './device-preferences';
import { silencePcm16, splitPcm } from './pcm-chunks';
import { INITIAL_RECORDER_STATE, useRecorderStore } from './recorder-store';
import type { WorkletMessage } from './worklet-protocol';

/** docs/product/speech.md, "Recorder": recorder calls before initialisation fail with code 402. */
export class AudioNotInitializedError extends Error {
  readonly code = 402;
  constructor() {
    super('Audio not initialized.');
    this.name = 'AudioNotInitializedError';
  }
}

export type RecorderSink = {
  /** 16-bit little-endian mono PCM at 22050 Hz, at most STT_MAX_CHUNK_BYTES a call. */
  onChunk: (chunk: ArrayBuffer) => void;
  /** docs/product/speech.md, "Recorder": while true, each slice is replaced by 0.25 s of silence. */
  isWaitingForFinal: () => boolean;
};

type DeviceInfo = Pick<MediaDeviceInfo, 'kind' | 'deviceId'>;

export type RecorderDeps = {
  openCapture: (deviceId: string) => Promise<Capture>;
  listDevices: () => Promise<DeviceInfo[]>;
  readPreference: (key: string) => string;
  onTrouble: () => void;
  now: () => number;
};

export type Recorder = ReturnType<typeof createRecorder>;

/**
 * docs/product/speech.md, "Recorder": the saved microphone, or 'default' when it is gone. Before the
 * microphone permission is granted browsers list devices without ids, so then the saved id is trusted.
 */
export function chooseMicrophone(savedId: string, devices: DeviceInfo[]): string {
  if (!savedId) return 'default';
  const inputs = devices.filter((device) => device.kind === 'audioinput');
  const isListed = inputs.some((device) => device.deviceId === savedId);
  const hasIds = inputs.some((device) => device.deviceId !== '');
  return isListed || !hasIds ? savedId : 'default';
}

const browserDeps: RecorderDeps = {
  openCapture: (deviceId) => openBrowserCapture(deviceId),
  listDevices: () => navigator.mediaDevices.enumerateDevices(),
  readPreference: readDevicePreference,
  onTrouble: openRecorderTrouble,
  now: () => Date.now(),
};

/** docs/product/speech.md, "Recorder": initialise, start, stop, pause, resume, reset (plus flush). */
export function createRecorder(deps: RecorderDeps = browserDeps) {
  let capture: Capture | null = null;
  let sink: RecorderSink | null = null;
  let opening: Promise<void> | null = null;
  /** Bumped by reset(), so a microphone that opens after a reset is released at once. */
  let generation = 0;
  let flushId = 0;
  const flushes = new Map<number, (pcm: ArrayBuffer) => void>();
  const store = useRecorderStore;

  const send = (pcm: ArrayBuffer) => {
    if (!sink || pcm.byteLength === 0) return;
    const pieces = splitPcm(pcm);
    pieces.forEach((piece) => sink?.onChunk(piece));
    store.setState((s) => ({ audioBlobCount: s.audioBlobCount + pieces.length }));
  };

  const onMessage = (message: WorkletMessage) => {
    if (message.type === 'flushed') {
      flushes.get(message.id)?.(message.pcm);
      flushes.delete(message.id);
      return;
    }
    if (!store.getState().isActive) return;
    send(sink?.isWaitingForFinal() ? silencePcm16(STT_WAIT_SILENCE_SECONDS) : message.pcm);
  };

  const requireCapture = (): Capture => {
    if (!capture || !store.getState().isInitialized) throw new AudioNotInitializedError();
    return capture;
  };

  const setActive = (isActive: boolean) => {
    if (store.getState().isActive !== isActive) store.setState({ isActive, activeChangedAt: deps.now() });
    capture?.send({ type: 'capture', on: isActive });
  };

  /** Asks the worklet for its partial slice; resolves with it (empty when nothing waits). */
  const takeRest = (): Promise<ArrayBuffer> => {
    const current = capture;
    if (!current) return Promise.resolve(new ArrayBuffer(0));
    flushId += 1;
    const id = flushId;
    return new Promise((resolve) => {
      flushes.set(id, resolve);
      current.send({ type: 'flush', id });
    });
  };

  const fail = (error: unknown, context: string) => {
    console.error(context, error);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    store.setState({ audioError: message });
    deps.onTrouble();
  };

  const open = async () => {
    const saved = deps.readPreference(MICROPHONE_DEVICE_KEY);
    const startedIn = generation;
    try {
      const devices = await deps.listDevices().catch(() => []);
      const microphoneDeviceId = chooseMicrophone(saved, devices);
      const opened = await deps.openCapture(microphoneDeviceId);
      if (startedIn !== generation) {
        await opened.close();
        return;
      }
      opened.onMessage(onMessage);
      capture = opened;
      store.setState({
        ...INITIAL_RECORDER_STATE,
        microphoneDeviceId,
        speakerDeviceId: deps.readPreference(SPEAKER_DEVICE_KEY),
        isInitialized: true,
      });
    } catch (error) {
      fail(error, 'The recorder could not start');
      throw error;
    }
  };

  return {
    /** Asks for the microphone once; later calls only swap the sink. Opens the trouble dialog on failure. */
    async initialize(nextSink: RecorderSink): Promise<void> {
      sink = nextSink;
      if (capture) return;
      // Two quick calls must not ask for the microphone twice.
      opening ??= open().finally(() => {
        opening = null;
      });
      await opening;
    },

    async start(): Promise<void> {
      const current = requireCapture();
      await current.resume().catch((error: unknown) => fail(error, 'The audio context could not resume'));
      store.setState({ isRecording: true, recordingChangedAt: deps.now() });
      setActive(true);
    },

    /** Ends the take; what the worklet still holds is dropped (flush() first to keep it). */
    async stop(): Promise<void> {
      requireCapture();
      setActive(false);
      if (store.getState().isRecording)
        store.setState({ isRecording: false, recordingChangedAt: deps.now() });
      await takeRest();
    },

    async pause(): Promise<void> {
      requireCapture();
      setActive(false);
    },

    async resume(): Promise<void> {
      const current = requireCapture();
      if (!store.getState().isRecording) return;
      await current.resume().catch((error: unknown) => fail(error, 'The audio context could not resume'));
      setActive(true);
    },

    /** Sends the captured audio the worklet still holds, as audio (it predates any wait). */
    async flush(): Promise<void> {
      if (!capture) return;
      const rest = await takeRest();
      if (store.getState().isRecording) send(rest);
    },

    /**
     * docs/product/speech.md, "Recorder": 0.25 s of silence, e.g. right before asking for the final
     * transcript.
     */
    sendSilence(): void {
      if (capture && store.getState().isRecording) send(silencePcm16(STT_WAIT_SILENCE_SECONDS));
    },

    /** Releases the microphone and returns the state to its defaults. Never fails. */
    async reset(): Promise<void> {
      const current = capture;
      generation += 1;
      capture = null;
      sink = null;
      flushes.forEach((resolve) => resolve(new ArrayBuffer(0)));
      flushes.clear();
      store.setState(INITIAL_RECORDER_STATE);
      await current?.close().catch((error: unknown) => console.error('Closing the recorder failed', error));
    },
  };
}

/** The page's one recorder: one microphone, shared by every voice feature. */
export const recorder = createRecorder();
