import { useEffect, useRef } from 'react';
import { isInCall, type SimState } from '../model/machine';
import { dispatchSim, useSimulationStore } from '../stores/simulation-store';

type TrackProps = {
  url: string | null;
  volume: number;
  isMuted: boolean;
  isPaused: boolean;
  loop?: boolean;
  onEnded?: () => void;
  label: string;
};

/** One audio element; a new URL (timestamped) plays from the start, and once: resuming never replays an ended file. */
function Track({ url, volume, isMuted, isPaused, loop = false, onEnded, label }: TrackProps) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.volume = Math.min(1, Math.max(0, volume));
    // A new URL may come with a new element (the track renders nothing without one).
  }, [volume, url]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !url) return;
    if (isPaused) el.pause();
    else if (!el.ended)
      void el.play().catch(() => {
        // Autoplay refused or the file is gone: the transcript still shows the line.
        onEnded?.();
      });
    // onEnded is stable enough; replaying on its identity would restart the audio.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, isPaused]);
  if (!url) return null;
  return (
    <audio
      ref={ref}
      src={url}
      loop={loop}
      muted={isMuted}
      onEnded={onEnded}
      aria-label={label}
      data-testid={`sim-audio-${label}`}
    />
  );
}

const onMiscEnded = () => dispatchSim({ type: 'MISC_AUDIO_ENDED' });

/**
 * The audio slots of a voice simulation: background (looped), the caller (AI), misc (ringing) and
 * the answer sound during the call; the hang-up sound plays once the call has ended.
 */
export function SimAudio() {
  const audio = useSimulationStore((s) => s.audio);
  const isMuted = useSimulationStore((s) => s.isMuted);
  const isPaused = useSimulationStore((s) => s.isPaused);
  const inCall = useSimulationStore((s) => isInCall(s.phase));
  return (
    <>
      <Track
        label="hangup"
        url={audio.hangup?.url ?? null}
        volume={audio.hangup?.volume ?? 1}
        isMuted={isMuted}
        isPaused={false}
      />
      {inCall ? <CallTracks audio={audio} isMuted={isMuted} isPaused={isPaused} /> : null}
    </>
  );
}

type CallTracksProps = {
  audio: SimState['audio'];
  isMuted: boolean;
  isPaused: boolean;
};

function CallTracks({ audio, isMuted, isPaused }: CallTracksProps) {
  return (
    <>
      <Track
        label="background"
        url={audio.background?.url ?? null}
        volume={audio.background?.volume ?? 1}
        isMuted={isMuted}
        isPaused={isPaused}
        loop
      />
      <Track
        label="caller"
        url={audio.ai?.url ?? null}
        volume={audio.ai?.volume ?? 1}
        isMuted={isMuted}
        isPaused={isPaused}
      />
      <Track
        label="misc"
        url={audio.misc?.url ?? null}
        volume={audio.misc?.volume ?? 1}
        isMuted={isMuted}
        isPaused={isPaused}
        onEnded={onMiscEnded}
      />
      <Track
        label="answer"
        url={audio.answer?.url ?? null}
        volume={audio.answer?.volume ?? 1}
        isMuted={isMuted}
        isPaused={isPaused}
      />
    </>
  );
}
