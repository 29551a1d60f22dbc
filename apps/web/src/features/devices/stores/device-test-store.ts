import { create } from 'zustand';
import {
  MICROPHONE_DEVICE_KEY,
  SPEAKER_DEVICE_KEY,
  readDevicePreference as readDevice,
  writeDevicePreference as writeDevice,
} from '../../../lib/audio/device-preferences';
import { openRecorderTrouble } from '../../../lib/recorder-trouble';

type DeviceTestState = {
  speakerDeviceId: string;
  microphoneDeviceId: string;
  isSpeakerTesting: boolean;
  isMicrophoneTesting: boolean;
  /**
   * Changing a device stops that device's running test
   * (docs/product/shell-and-accounts.md, "Testing devices").
   */
  chooseSpeaker: (deviceId: string) => void;
  chooseMicrophone: (deviceId: string) => void;
  toggleSpeakerTest: () => void;
  stopSpeakerTest: () => void;
  toggleMicrophoneTest: () => void;
  /**
   * A microphone test failed: stop it and open the recorder trouble dialog
   * (docs/product/shell-and-accounts.md, "Recorder trouble").
   */
  reportMicrophoneTrouble: () => void;
  stopTests: () => void;
  /** 'Cancel Simulation': back to no test running. */
  reset: () => void;
};

const IDLE = { isSpeakerTesting: false, isMicrophoneTesting: false };

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
  reportMicrophoneTrouble: () => {
    set({ isMicrophoneTesting: false });
    openRecorderTrouble();
  },
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
