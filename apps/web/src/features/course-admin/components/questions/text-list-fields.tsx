import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftErrors } from '../../utils/question-draft';

type TextListFieldsProps = {
  /** Singular, e.g. "Context"; also the error path prefix in lower case. */
  noun: string;
  path: string;
  values: string[];
  errors: DraftErrors;
  onChange: (values: string[]) => void;
};

/** An editable list of free texts (the question's contexts). */
export function TextListFields({ noun, path, values, errors, onChange }: TextListFieldsProps) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1 }}>
        {`${noun}s`}
      </Typography>
      {values.map((value, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={`${noun} ${i + 1}`}
            size="small"
            multiline
            fullWidth
            value={value}
            onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
            error={Boolean(errors[`${path}.${i}`])}
            helperText={errors[`${path}.${i}`]}
          />
          <IconButton
            aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => onChange([...values, ''])} sx={{ alignSelf: 'flex-start' }}>
        {`Add ${noun}`}
      </Button>
    </Stack>
  );
}
