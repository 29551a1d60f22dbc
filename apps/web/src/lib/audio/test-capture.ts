import { vi } from 'vitest';
import type { Capture } from './browser-capture';
import type { RecorderDeps } from './recorder';
import type { WorkletCommand, WorkletMessage } from './worklet-protocol';

/** A Capture fake: records the worklet commands and lets a test play the worklet's part. */
export function fakeCapture() {
  const commands: WorkletCommand[] = [];
  let listener: (message: WorkletMessage) => void = () => {};
  let isCapturing = false;
  const capture: Capture = {
    contextRate: 22_050,
    send: vi.fn((command: WorkletCommand) => {
      commands.push(command);
      if (command.type === 'capture') isCapturing = command.on;
      // The worklet answers a flush with what it holds; here, always 4 samples of audio.
      if (command.type === 'flush') {
        const pcm = new Int16Array([100, 200, 300, 400]).buffer;
        queueMicrotask(() => listener({ type: 'flushed', id: command.id, pcm }));
      }
    }),
    onMessage: (next) => {
      listener = next;
    },
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
  };
  /** What the worklet would post for one slice while capturing. */
  const emitSlice = (bytes = 11_026, value = 1_000) => {
    if (!isCapturing) return;
    listener({ type: 'chunk', pcm: new Int16Array(bytes / 2).fill(value).buffer });
  };
  return { capture, commands, emitSlice };
}

export function fakeRecorderDeps(overrides: Partial<RecorderDeps> = {}) {
  const fake = fakeCapture();
  const deps: RecorderDeps = {
    openCapture: vi.fn(() => Promise.resolve(fake.capture)),
    listDevices: vi.fn(() => Promise.resolve([{ kind: 'audioinput' as const, deviceId: 'mic-1' }])),
    readPreference: vi.fn(() => ''),
    onTrouble: vi.fn(),
    now: () => 1_000,
    ...overrides,
  };
  return { ...fake, deps };
}
