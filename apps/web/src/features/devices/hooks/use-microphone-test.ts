import { useEffect, useState } from 'react';
import { useDeviceTestStore } from '../stores/device-test-store';
import { assessInput, type InputFrame, type InputIssue } from '../utils/input-check';
import { levelToSegments } from '../utils/level-meter';
import type { DeviceMedia, MicrophoneSession } from '../utils/media';

/** The last few seconds of frames are judged (about 10 s at 2048 samples a frame). */
const KEEP_FRAMES = 220;

/**
 * Opens the chosen microphone (or 'default') while the microphone test runs and returns the lit
 * meter segments and what is wrong with the input so far (utils/input-check.ts). Stopping releases
 * the tracks and closes the AudioContext; a failure opens the recorder trouble dialog.
 */
export function useMicrophoneTest(media: DeviceMedia): { segments: number; issues: InputIssue[] } {
  const isTesting = useDeviceTestStore((s) => s.isMicrophoneTesting);
  const deviceId = useDeviceTestStore((s) => s.microphoneDeviceId);
  const reportTrouble = useDeviceTestStore((s) => s.reportMicrophoneTrouble);
  const [segments, setSegments] = useState(0);
  const [issues, setIssues] = useState<InputIssue[]>([]);

  useEffect(() => {
    if (!isTesting) return undefined;
    let isCurrent = true;
    let session: MicrophoneSession | null = null;
    const frames: InputFrame[] = [];
    media
      .openMicrophone(deviceId || 'default', (frame) => {
        if (!isCurrent) return;
        frames.push(frame);
        if (frames.length > KEEP_FRAMES) frames.shift();
        setSegments(levelToSegments(frame.rms));
        const found = assessInput(frames);
        setIssues((shown) => (shown.join() === found.join() ? shown : found));
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
      setIssues([]);
    };
  }, [media, isTesting, deviceId, reportTrouble]);

  return { segments, issues };
}
