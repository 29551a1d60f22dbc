import { useEffect } from 'react';
import { useDeviceTestStore } from '../stores/device-test-store';
import type { DeviceMedia } from '../utils/media';

/** Served from apps/web/public/media-static. */
export const SPEAKER_TEST_SRC = '/media-static/speaker-test.wav';
export const SPEAKER_TEST_VOLUME = 0.5;

/** Plays the sample while the speaker test runs; the test ends itself when the audio ends. */
export function useSpeakerTest(media: DeviceMedia): void {
  const isTesting = useDeviceTestStore((s) => s.isSpeakerTesting);
  const deviceId = useDeviceTestStore((s) => s.speakerDeviceId);
  const stop = useDeviceTestStore((s) => s.stopSpeakerTest);

  useEffect(() => {
    if (!isTesting) return undefined;
    let isCurrent = true;
    const audio = media.createAudio(SPEAKER_TEST_SRC);
    audio.volume = SPEAKER_TEST_VOLUME;
    const onEnded = () => stop();
    audio.addEventListener('ended', onEnded);

    const start = async () => {
      if (deviceId && media.canChooseSpeaker && audio.setSinkId) {
        await audio.setSinkId(deviceId).catch((error: unknown) => {
          console.error('Choosing the speaker failed; playing on the default one', error);
        });
      }
      if (isCurrent) await audio.play();
    };
    start().catch((error: unknown) => {
      console.error('The speaker test could not play', error);
      if (isCurrent) stop();
    });

    return () => {
      isCurrent = false;
      audio.removeEventListener('ended', onEnded);
      audio.pause();
      audio.currentTime = 0;
    };
  }, [media, isTesting, deviceId, stop]);
}
