import { create } from 'zustand';

/** Read by the voice recorder of a later issue, so plain strings under fixed keys. */
export const SPEAKER_DEVICE_KEY = 'wilco.speakerDeviceId';
export const MICROPHONE_DEVICE_KEY = 'wilco.microphoneDeviceId';

function readDevice(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDevice(key: string, deviceId: string): void {
  try {
    if (deviceId) localStorage.setItem(key, deviceId);
    else localStorage.removeItem(key);
  } catch (error) {
    console.error('Could not remember the chosen device', error);
  }
}

type DeviceTestState = {
  speakerDeviceId: string;
  microphoneDeviceId: string;
  isSpeakerTesting: boolean;
  isMicrophoneTesting: boolean;
  isTroubleOpen: boolean;
  /** Changing a device stops that device's running test (spec 01 §4). */
  chooseSpeaker: (deviceId: string) => void;
  chooseMicrophone: (deviceId: string) => void;
  toggleSpeakerTest: () => void;
  stopSpeakerTest: () => void;
  toggleMicrophoneTest: () => void;
  /** A microphone test failed: stop it and open the recorder trouble dialog (spec 01 §2.4 #6). */
  reportMicrophoneTrouble: () => void;
  stopTests: () => void;
  /** 'Cancel Simulation': closes the trouble dialog and resets the device-test state. */
  reset: () => void;
};

const IDLE = { isSpeakerTesting: false, isMicrophoneTesting: false, isTroubleOpen: false };

export const useDeviceTestStore = create<DeviceTestState>()((set) => ({
  ...IDLE,
  speakerDeviceId: readDevice(SPEAKER_DEVICE_KEY),
  microphoneDeviceId: readDevice(MICROPHONE_DEVICE_KEY),
  chooseSpeaker: (deviceId) => {
    writeDevice(SPEAKER_DEVICE_KEY, deviceId);
    set({ speakerDeviceId: deviceId, isSpeakerTesting: false });
  },
  chooseMicrophone: (deviceId) => {
    writeDevice(MICROPHONE_DEVICE_KEY, deviceId);
    set({ microphoneDeviceId: deviceId, isMicrophoneTesting: false });
  },
  toggleSpeakerTest: () => set((s) => ({ isSpeakerTesting: !s.isSpeakerTesting })),
  stopSpeakerTest: () => set({ isSpeakerTesting: false }),
  toggleMicrophoneTest: () => set((s) => ({ isMicrophoneTesting: !s.isMicrophoneTesting })),
  reportMicrophoneTrouble: () => set({ isMicrophoneTesting: false, isTroubleOpen: true }),
  stopTests: () => set({ isSpeakerTesting: false, isMicrophoneTesting: false }),
  reset: () => set(IDLE),
}));

/** Re-reads the remembered devices, e.g. between tests. */
export function resetDeviceTestStore(): void {
  useDeviceTestStore.setState({
    ...IDLE,
    speakerDeviceId: readDevice(SPEAKER_DEVICE_KEY),
    microphoneDeviceId: readDevice(MICROPHONE_DEVICE_KEY),
  });
}
