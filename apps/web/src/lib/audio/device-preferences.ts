/**
 * The speaker and microphone chosen in the device tester
 * (docs/product/shell-and-accounts.md, "Testing devices"), remembered per browser under fixed keys so the
 * recorder and the players use the same devices.
 */
export const SPEAKER_DEVICE_KEY = 'wilco.speakerDeviceId';
export const MICROPHONE_DEVICE_KEY = 'wilco.microphoneDeviceId';

/** '' stands for the system default. Blocked storage (privacy modes, LMS iframes) reads as ''. */
export function readDevicePreference(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeDevicePreference(key: string, deviceId: string): void {
  try {
    if (deviceId) localStorage.setItem(key, deviceId);
    else localStorage.removeItem(key);
  } catch (error) {
    console.error('Could not remember the chosen device', error);
  }
}

/**
 * docs/product/speech.md, "Recorder": echo cancellation and noise suppression off, automatic gain on, mono.
 */
export function microphoneConstraints(deviceId: string): MediaStreamConstraints {
  return {
    audio: {
      deviceId,
      channelCount: 1,
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: true,
    },
    video: false,
  };
}
