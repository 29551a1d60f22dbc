import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import type { ScenarioForm } from '../model/form';

/**
 * The turn's scored variations (docs/product/scenario-builder.md, "Scored variations"): other
 * transmissions the judge accepts for part of the marks, each with its score and an optional note.
 */
export function ScoredVariationsField({ turn }: { turn: number }) {
  const { control } = useFormContext<ScenarioForm>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `script_turns.${turn}.scored_variations`,
  });
  const base = `script_turns.${turn}.scored_variations` as const;
  return (
    <Stack spacing={1} component="section" aria-label={`Scored variations of turn ${turn + 1}`}>
      <Typography variant="body2" color="text.secondary">
        Scored variations: other transmissions accepted for part of the marks
      </Typography>
      {fields.map((f, i) => (
        <Paper key={f.id} variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{ display: 'grid', gap: 1, flex: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 9rem' } }}
            >
              <Controller
                name={`${base}.${i}.input`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    size="small"
                    multiline
                    label={`Scored variation ${i + 1}`}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                name={`${base}.${i}.score`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(e) => field.onChange(e.target.value === '' ? NaN : Number(e.target.value))}
                    size="small"
                    type="number"
                    label={`Score of variation ${i + 1}`}
                    slotProps={{ htmlInput: { min: 0, max: 1, step: 0.05 } }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error ? 'A score is between 0 and 1' : 'From 0 to 1'}
                  />
                )}
              />
              <Controller
                name={`${base}.${i}.note`}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    size="small"
                    label={`Note on variation ${i + 1} (optional)`}
                    sx={{ gridColumn: '1 / -1' }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Box>
            <IconButton aria-label={`Remove scored variation ${i + 1}`} onClick={() => remove(i)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ input: '', score: 0.5, note: '' })}
        >
          Add scored variation
        </Button>
      </div>
    </Stack>
  );
}
