import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import type { ScenarioForm } from '../model/form';
import { VoicePreviewButton } from './voice-preview-button';

type LineListFieldProps = {
  turn: number;
  name: 'variations' | 'output_variations';
  title: string;
  itemLabel: string;
  addLabel: string;
  spoken?: boolean;
};

/** A list of alternative lines (Yarn Spinner's line groups): add, edit, remove, hear. */
export function LineListField({
  turn,
  name,
  title,
  itemLabel,
  addLabel,
  spoken = false,
}: LineListFieldProps) {
  const { control } = useFormContext<ScenarioForm>();
  const { fields, append, remove } = useFieldArray({ control, name: `script_turns.${turn}.${name}` });
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      {fields.map((f, i) => (
        // On a phone the buttons go under the line, so its label is not cut short beside them.
        <Stack
          key={f.id}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            alignItems: 'flex-start',
            justifyContent: 'flex-end',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
          }}
        >
          <Controller
            name={`script_turns.${turn}.${name}.${i}.value`}
            control={control}
            render={({ field }) => (
              <>
                <TextField {...field} fullWidth size="small" multiline label={`${itemLabel} ${i + 1}`} />
                {spoken ? (
                  <VoicePreviewButton text={field.value} label={`Hear ${itemLabel.toLowerCase()} ${i + 1}`} />
                ) : null}
              </>
            )}
          />
          <IconButton aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`} onClick={() => remove(i)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ value: '' })}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
