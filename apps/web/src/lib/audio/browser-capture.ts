import { STT_SAMPLE_RATE } from '@wilco/shared';
import { microphoneConstraints } from './device-preferences';
import { RECORDER_SLICE_SAMPLES } from './pcm-chunks';
import {
  PCM_WORKLET_NAME,
  type WorkletCommand,
  type WorkletMessage,
  type WorkletOptions,
} from './worklet-protocol';
import { pcmWorkletUrl } from './worklet-url';

/** A live microphone feeding the PCM worklet; the recorder's only browser seam. */
export type Capture = {
  /** The AudioContext's rate; the worklet converts from it to 22050 Hz. */
  contextRate: number;
  send: (command: WorkletCommand) => void;
  onMessage: (listener: (message: WorkletMessage) => void) => void;
  /** Browsers start an AudioContext suspended until a user gesture; start() calls this. */
  resume: () => Promise<void>;
  close: () => Promise<void>;
};

export type CaptureOptions = {
  /** The rate to open the AudioContext at; null keeps the device's own rate. */
  contextRate?: number | null;
  workletUrl?: string;
};

/**
 * Chromium resamples the microphone itself (well) when the context runs at 22050 Hz. Firefox
 * throws when a microphone is connected to a context of another rate: then we open the context
 * at the device rate and the worklet resamples.
 */
function connectSource(stream: MediaStream, rate: number | null) {
  if (rate !== null) {
    const context = new AudioContext({ sampleRate: rate, latencyHint: 'interactive' });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch (error) {
      console.info('Falling back to the device sample rate for the recorder', error);
      void context.close().catch(() => {});
    }
  }
  const context = new AudioContext({ latencyHint: 'interactive' });
  return { context, source: context.createMediaStreamSource(stream) };
}

export async function openBrowserCapture(deviceId: string, options: CaptureOptions = {}): Promise<Capture> {
  const stream = await navigator.mediaDevices.getUserMedia(microphoneConstraints(deviceId));
  let context: AudioContext | null = null;
  try {
    const connected = connectSource(
      stream,
      options.contextRate === undefined ? STT_SAMPLE_RATE : options.contextRate,
    );
    context = connected.context;
    await context.audioWorklet.addModule(options.workletUrl ?? pcmWorkletUrl);
    const processorOptions: WorkletOptions = {
      inputRate: context.sampleRate,
      outputRate: STT_SAMPLE_RATE,
      sliceSamples: RECORDER_SLICE_SAMPLES,
    };
    // No outputs: the node only listens, so nothing of the microphone reaches the speakers.
    const node = new AudioWorkletNode(context, PCM_WORKLET_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions,
    });
    connected.source.connect(node);
    const opened = context;
    return {
      contextRate: opened.sampleRate,
      send: (command) => node.port.postMessage(command),
      onMessage: (listener) => {
        node.port.onmessage = (event: MessageEvent<WorkletMessage>) => listener(event.data);
      },
      resume: () => opened.resume(),
      close: async () => {
        node.port.onmessage = null;
        connected.source.disconnect();
        stream.getTracks().forEach((track) => track.stop());
        await opened.close();
      },
    };
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    await context?.close().catch(() => {});
    throw error;
  }
}
