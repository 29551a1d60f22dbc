import { useEffect, useRef } from 'react';
import { useVoiceStore } from '../../../lib/stt';
import type { Section } from '../model/types';

/**
 * Voice mode: the persona's newest line is spoken as soon as it arrives
 * (docs/product/quiz-player.md, "Question flow"). The playing flag lets the rest of the player know the
 * persona is talking.
 */
export function PersonaAudio({ sections, enabled }: { sections: Section[]; enabled: boolean }) {
  const played = useRef<string | null>(null);
  const latest = sections
    .filter((s) => s.display)
    .flatMap((s) => s.turns)
    .filter((t) => t.type === 'persona' && t.audioUrl)
    .at(-1);
  const key = latest ? `${latest.id}:${latest.audioUrl}` : null;

  useEffect(() => {
    if (!enabled || !latest?.audioUrl || key === played.current) return;
    played.current = key;
    const audio = new Audio(latest.audioUrl);
    audio.volume = useVoiceStore.getState().aiAudioVolume;
    const setPlaying = (isPlaying: boolean) =>
      useVoiceStore.setState({ personaAudio: isPlaying ? 'playing' : 'silent' });
    audio.onplay = () => setPlaying(true);
    audio.onended = () => setPlaying(false);
    audio.onerror = () => setPlaying(false);
    // Autoplay can be refused before the first user gesture; the text is on screen either way.
    audio.play().catch(() => setPlaying(false));
    return () => {
      audio.pause();
      setPlaying(false);
    };
  }, [enabled, key, latest?.audioUrl]);

  return null;
}
