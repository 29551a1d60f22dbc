import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BG_AUDIO_MAX_BYTES, BG_AUDIO_TYPES, CALLER_LANGUAGE_CODES, CALLER_VOICES } from '@wilco/shared';
import { notify } from '../../../lib/notifications';
import { useUploadAudio } from '../api/files';
import type { ScenarioForm } from '../model/form';
import { SectionCard } from './section-card';
import { VoicePreviewButton } from './voice-preview-button';
import { FileButton } from '../../../components/ui/file-button';

/** docs/product/scenario-builder.md, "Background audio": checked here first, then by the server. */
function BackgroundAudio() {
  const { control, setValue } = useFormContext<ScenarioForm>();
  const audio = useWatch({ control, name: 'bg_audio' });
  const upload = useUploadAudio();
  const set = (value: ScenarioForm['bg_audio']) => setValue('bg_audio', value, { shouldDirty: true });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!(BG_AUDIO_TYPES as readonly string[]).includes(file.type))
      return notify({ message: 'Background audio must be an MP3, WAV or Ogg file', color: 'error' });
    if (file.size > BG_AUDIO_MAX_BYTES)
      return notify({
        message: `Background audio may be at most ${BG_AUDIO_MAX_BYTES / 1024 / 1024} MB`,
        color: 'error',
      });
    const stored = await upload.mutateAsync(file);
    set({ url: stored.url, volume: audio?.volume ?? 0.3, volume_locked: audio?.volume_locked ?? false });
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        Background audio
      </Typography>
      {audio ? (
        <audio controls src={audio.url} aria-label="Background audio" style={{ maxWidth: '100%' }} />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FileButton
          variant="outlined"
          disabled={upload.isPending}
          accept={BG_AUDIO_TYPES.join(',')}
          inputLabel="Background audio file"
          onFile={(file) => void pick(file)}
        >
          {audio ? 'Replace audio' : 'Upload audio'}
        </FileButton>
        {audio ? (
          <>
            <Stack sx={{ minWidth: 200 }}>
              <Typography id="bg-volume" variant="body2">
                Volume
              </Typography>
              <Slider
                aria-labelledby="bg-volume"
                min={0}
                max={1}
                step={0.05}
                value={audio.volume}
                onChange={(_e, v) => set({ ...audio, volume: v as number })}
              />
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={audio.volume_locked ?? false}
                  onChange={(e) => set({ ...audio, volume_locked: e.target.checked })}
                />
              }
              label="Learners cannot change the volume"
            />
            <Button onClick={() => set(null)}>Remove audio</Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            MP3, WAV or Ogg, at most 5 MB: played under the call (engine noise, frequency chatter).
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** A line in the caller's voice, greeting the station as the author names it. */
function CallerSample() {
  const { control } = useFormContext<ScenarioForm>();
  const station = useWatch({ control, name: 'conversation_display_name' });
  const sample = `${station?.trim() || 'Centerville Ground'}, go ahead.`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <VoicePreviewButton text={sample} label="Hear the caller's voice" />
      <Typography variant="body2" color="text.secondary">{`"${sample}"`}</Typography>
    </Stack>
  );
}

/** The caller: profile, pinned voice, and a line to hear it (authoring.md, "Scenarios"). */
export const CallerFields = memo(function CallerFields() {
  const { control } = useFormContext<ScenarioForm>();
  return (
    <SectionCard title="Caller">
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Controller
            name="caller_profile.sex"
            control={control}
            render={({ field }) => (
              <TextField {...field} select fullWidth label="Sex">
                <MenuItem value="female">Female</MenuItem>
                <MenuItem value="male">Male</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Controller
            name="caller_profile.age"
            control={control}
            render={({ field }) => (
              <TextField {...field} select fullWidth label="Age" helperText="Every caller is an adult">
                <MenuItem value="adult">Adult</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Controller
            name="caller_profile.emotion"
            control={control}
            render={({ field }) => (
              <TextField {...field} select fullWidth label="Emotion" helperText="Sets the speed and pitch">
                {['calm', 'stressed', 'upset', 'sad'].map((e) => (
                  <MenuItem key={e} value={e}>
                    {e[0]!.toUpperCase() + e.slice(1)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Controller
            name="voice"
            control={control}
            render={({ field }) => (
              <TextField {...field} select fullWidth label="Voice" helperText="Automatic follows the profile">
                <MenuItem value="">Automatic</MenuItem>
                {CALLER_VOICES.map((v) => (
                  <MenuItem key={v.voice} value={v.voice}>
                    {v.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="caller_profile.language_codes"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label="Caller languages"
                value={field.value ?? []}
                onChange={(e) => field.onChange(e.target.value)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'The first one picks the accent'}
                slotProps={{ select: { multiple: true } }}
              >
                {CALLER_LANGUAGE_CODES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <CallerSample />
        </Grid>
        <Grid size={12}>
          <BackgroundAudio />
        </Grid>
      </Grid>
    </SectionCard>
  );
});
