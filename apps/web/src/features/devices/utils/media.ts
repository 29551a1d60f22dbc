import { microphoneConstraints } from '../../../lib/audio/device-preferences';
import { highBandDb, levelsOf, type InputFrame } from './input-check';

/** docs/product/shell-and-accounts.md, "Testing devices". */
export type DeviceEntry = { kind: 'audiooutput' | 'audioinput'; deviceId: string; label: string };

/** The parts of an audio element the speaker test uses; `setSinkId` is missing in some browsers. */
export type TestAudio = Pick<
  HTMLAudioElement,
  'play' | 'pause' | 'addEventListener' | 'removeEventListener'
> & {
  volume: number;
  currentTime: number;
  setSinkId?: (sinkId: string) => Promise<void>;
};

export type MicrophoneSession = { stop: () => void };

/** The browser seams of the device tests; tests pass fakes (jsdom has no Web Audio). */
export type DeviceMedia = {
  canChooseSpeaker: boolean;
  enumerateDevices: () => Promise<DeviceEntry[]>;
  createAudio: (src: string) => TestAudio;
  /** Resolves once the microphone is live; `onFrame` then receives its levels and band. */
  openMicrophone: (deviceId: string, onFrame: (frame: InputFrame) => void) => Promise<MicrophoneSession>;
  onDeviceChange: (listener: () => void) => () => void;
};

/**
 * docs/product/shell-and-accounts.md, "Testing devices": the analyser reads 1024 samples once per 2048-sample
 * buffer.
 */
export const FFT_SIZE = 1024;
export const METER_BUFFER_SIZE = 2048;

const FALLBACK_LABEL = { audiooutput: 'Speaker', audioinput: 'Microphone' } as const;

async function enumerateDevices(): Promise<DeviceEntry[]> {
  const all = await navigator.mediaDevices.enumerateDevices();
  const entries: DeviceEntry[] = [];
  for (const device of all) {
    if (device.kind !== 'audiooutput' && device.kind !== 'audioinput') continue;
    const sameKind = entries.filter((entry) => entry.kind === device.kind).length;
    const label = device.label || `${FALLBACK_LABEL[device.kind]} ${sameKind + 1}`;
    entries.push({ kind: device.kind, deviceId: device.deviceId, label });
  }
  return entries;
}

async function openMicrophone(
  deviceId: string,
  onFrame: (frame: InputFrame) => void,
): Promise<MicrophoneSession> {
  // The recorder's own constraints, so the meter shows what the recogniser will hear.
  const stream = await navigator.mediaDevices.getUserMedia(microphoneConstraints(deviceId));
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = FFT_SIZE;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const spectrum = new Float32Array(analyser.frequencyBinCount);
  const timer = window.setInterval(
    () => {
      analyser.getFloatTimeDomainData(samples);
      analyser.getFloatFrequencyData(spectrum);
      onFrame({ ...levelsOf(samples), highBandDb: highBandDb(spectrum, context.sampleRate) });
    },
    (METER_BUFFER_SIZE / context.sampleRate) * 1000,
  );
  return {
    stop: () => {
      window.clearInterval(timer);
      stream.getTracks().forEach((track) => track.stop());
      void context.close().catch((error: unknown) => console.error('Closing the AudioContext failed', error));
    },
  };
}

export const browserMedia: DeviceMedia = {
  canChooseSpeaker: typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
  enumerateDevices,
  createAudio: (src) => new Audio(src),
  openMicrophone,
  onDeviceChange: (listener) => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    devices?.addEventListener('devicechange', listener);
    return () => devices?.removeEventListener('devicechange', listener);
  },
};
