import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ScenarioForm } from '../model/form';
import { SectionCard } from './section-card';

type TextName =
  | 'name'
  | 'big_picture'
  | 'conversation_display_name'
  | 'conversation_context'
  | 'deep_link'
  | 'language_code'
  | 'language_name'
  | 'language_code_local'
  | 'native_name'
  | 'language_code_id';

/** The draft's language, field by field (docs/product/scenario-builder.md, "The screens"). */
const LANGUAGE_FIELDS: { name: TextName; label: string; helper: string }[] = [
  { name: 'language_code', label: 'Language code', helper: 'Such as en-US' },
  { name: 'language_name', label: 'Language name', helper: 'Such as English' },
  { name: 'native_name', label: 'Native name', helper: 'The language in itself, such as English' },
  { name: 'language_code_local', label: 'Local code', helper: 'Such as en_US' },
  { name: 'language_code_id', label: 'Language number', helper: "Your system's id, if any" },
];

/** A text field bound to the form, with the schema's message under it. */
export function FormText({
  name,
  label,
  helper,
  multiline = false,
  required = false,
}: {
  name: TextName;
  label: string;
  helper?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const { control } = useFormContext<ScenarioForm>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          required={required}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
        />
      )}
    />
  );
}

type FlagName = 'outbound' | 'practice' | 'show_skipped' | 'show_model_simulation';

function FormCheck({ name, label }: { name: FlagName; label: string }) {
  const { control } = useFormContext<ScenarioForm>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}

/** The scenario's own fields (authoring.md, "Scenarios"). */
export const ScenarioFields = memo(function ScenarioFields() {
  const { control } = useFormContext<ScenarioForm>();
  return (
    <SectionCard title="Scenario">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormText name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            name="script_type"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                fullWidth
                label="Played as"
                helperText="What the queue offers first"
              >
                <MenuItem value="voice">Voice call</MenuItem>
                <MenuItem value="chat">Chat</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <FormText
            name="big_picture"
            label="Big picture"
            helper="What the scenario practises, for authors and the debrief"
            multiline
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText
            name="conversation_display_name"
            label="Station name"
            helper='Who the learner talks to, such as "Centerville Ground"'
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormText
            name="deep_link"
            label="Deep link"
            helper="4 to 100 letters, digits, _ or -; opens the scenario at /Simulation/link/…"
          />
        </Grid>
        <Grid size={12}>
          <FormText
            name="conversation_context"
            label="Conversation context"
            helper="What the learner reads before the call"
            multiline
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="tags"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                freeSolo
                options={[]}
                value={field.value ?? []}
                onChange={(_e, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
                renderInput={(params) => (
                  <TextField {...params} label="Tags" helperText="Type a tag and press Enter" />
                )}
              />
            )}
          />
        </Grid>
        {LANGUAGE_FIELDS.map(({ name, label, helper }) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <FormText name={name} label={label} helper={helper} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            name="rubric_id"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label="Rubric"
                type="number"
                fullWidth
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Rubric id (2 by default)'}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <FormCheck
            name="outbound"
            label="The learner calls the station (outbound); otherwise the station calls first"
          />
          <FormCheck name="practice" label="Practice scenario" />
          <FormCheck name="show_model_simulation" label="Show the model transmission (practice scenarios)" />
          <FormCheck name="show_skipped" label="Show skipped turns in the debrief" />
        </Grid>
      </Grid>
    </SectionCard>
  );
});
