import { vi } from 'vitest';
import type { InputFrame } from '../utils/input-check';
import type { DeviceEntry, DeviceMedia, TestAudio } from '../utils/media';

export const DEVICES: DeviceEntry[] = [
  { kind: 'audiooutput', deviceId: 'default', label: 'Default - Speakers' },
  { kind: 'audiooutput', deviceId: 'spk-1', label: 'Desk speakers' },
  { kind: 'audiooutput', deviceId: 'spk-2', label: 'Headphones' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Headset microphone' },
  { kind: 'audioinput', deviceId: 'mic-2', label: 'Webcam microphone' },
];

export type FakeAudio = TestAudio & { end: () => void };

function fakeAudio(): FakeAudio {
  const listeners = new Set<EventListener>();
  return {
    volume: 1,
    currentTime: 0,
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    setSinkId: vi.fn(() => Promise.resolve()),
    addEventListener: vi.fn((_type: string, listener: EventListener) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: EventListener) => listeners.delete(listener)),
    end: () => listeners.forEach((listener) => listener(new Event('ended'))),
  } as unknown as FakeAudio;
}

/** A DeviceMedia fake for jsdom, which has no Web Audio and no getUserMedia. */
export function fakeMedia(overrides: Partial<DeviceMedia> = {}) {
  const audios: FakeAudio[] = [];
  const sessions: { stop: ReturnType<typeof vi.fn> }[] = [];
  let level: (frame: InputFrame) => void = () => {};
  const media = {
    canChooseSpeaker: true,
    enumerateDevices: vi.fn(() => Promise.resolve(DEVICES)),
    createAudio: vi.fn(() => {
      const audio = fakeAudio();
      audios.push(audio);
      return audio;
    }),
    openMicrophone: vi.fn((_deviceId: string, onFrame: (frame: InputFrame) => void) => {
      level = onFrame;
      const session = { stop: vi.fn() };
      sessions.push(session);
      return Promise.resolve(session);
    }),
    onDeviceChange: vi.fn(() => () => {}),
    ...overrides,
  } satisfies DeviceMedia;
  return {
    media,
    audios,
    sessions,
    /** One analyser frame of wideband speech at this level. */
    sendLevel: (rms: number) => level({ rms, peak: Math.min(1, rms * 3), highBandDb: -25 }),
    sendFrame: (frame: InputFrame) => level(frame),
  };
}

/** The i-th recorded item, failing the test when it does not exist. */
export function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`Expected item ${i} of ${list.length}`);
  return item;
}
