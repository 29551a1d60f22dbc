import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { notify } from '../../../lib/notifications';
import { useVoicePreview } from '../api/files';
import { toBody, type ScenarioForm } from '../model/form';

/**
 * docs/product/scenario-builder.md, "Voice preview": the line in the voice and radio sound learners
 * will hear, for the caller profile and pinned voice as they are in the form now.
 */
export function VoicePreviewButton({ text, label }: { text: string; label: string }) {
  const { getValues } = useFormContext<ScenarioForm>();
  const preview = useVoicePreview();
  const audio = useRef<HTMLAudioElement | null>(null);
  const play = async () => {
    const body = toBody(getValues());
    const result = await preview.mutateAsync({
      text,
      caller_profile: body.caller_profile ?? null,
      station: body.conversation_display_name ?? null,
      selected_voice_profiles: body.selected_voice_profiles ?? [],
    });
    audio.current?.pause();
    audio.current = new Audio(result.audio_url);
    notify({ message: `Playing: ${result.voice}`, color: 'info' });
    await audio.current
      .play()
      .catch(() => notify({ message: 'The browser could not play the audio', color: 'error' }));
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          onClick={() => void play()}
          disabled={!text.trim()}
          loading={preview.isPending}
        >
          <VolumeUpIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
