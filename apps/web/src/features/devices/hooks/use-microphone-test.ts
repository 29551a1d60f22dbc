import { useEffect, useState } from 'react';
import { useDeviceTestStore } from '../stores/device-test-store';
import { levelToSegments } from '../utils/level-meter';
import type { DeviceMedia, MicrophoneSession } from '../utils/media';

/**
 * Opens the chosen microphone (or 'default') while the microphone test runs and returns the lit
 * meter segments. Stopping releases the tracks and closes the AudioContext; a failure opens the
 * recorder trouble dialog.
 */
export function useMicrophoneTest(media: DeviceMedia): number {
  const isTesting = useDeviceTestStore((s) => s.isMicrophoneTesting);
  const deviceId = useDeviceTestStore((s) => s.microphoneDeviceId);
  const reportTrouble = useDeviceTestStore((s) => s.reportMicrophoneTrouble);
  const [segments, setSegments] = useState(0);

  useEffect(() => {
    if (!isTesting) return undefined;
    let isCurrent = true;
    let session: MicrophoneSession | null = null;
    media
      .openMicrophone(deviceId || 'default', (rms) => {
        if (isCurrent) setSegments(levelToSegments(rms));
      })
      .then((opened) => {
        if (isCurrent) session = opened;
        else opened.stop();
      })
      .catch((error: unknown) => {
        console.error('The microphone test could not start', error);
        if (isCurrent) reportTrouble();
      });

    return () => {
      isCurrent = false;
      session?.stop();
      setSegments(0);
    };
  }, [media, isTesting, deviceId, reportTrouble]);

  return segments;
}
