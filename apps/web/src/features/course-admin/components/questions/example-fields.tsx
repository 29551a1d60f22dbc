import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftErrors, QuestionDraft } from '../../utils/question-draft';

type Example = QuestionDraft['examples'][number];
type ExampleFieldsProps = {
  examples: Example[];
  errors: DraftErrors;
  onChange: (examples: Example[]) => void;
};

/**
 * Graded example answers the assessor learns from. Their per-subanswer labels travel unchanged;
 * the server drops labels of subanswers that were removed.
 */
export function ExampleFields({ examples, errors, onChange }: ExampleFieldsProps) {
  const set = (i: number, patch: Partial<Example>) =>
    onChange(examples.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1 }}>
        Examples
      </Typography>
      {examples.map((e, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <TextField
              label={`Example ${i + 1}`}
              size="small"
              multiline
              value={e.example}
              onChange={(event) => set(i, { example: event.target.value })}
              error={Boolean(errors[`examples.${i}.example`])}
              helperText={errors[`examples.${i}.example`]}
            />
            <TextField
              label={`Reasoning ${i + 1}`}
              size="small"
              multiline
              value={e.reasoning}
              onChange={(event) => set(i, { reasoning: event.target.value })}
            />
          </Stack>
          <IconButton
            aria-label={`Remove example ${i + 1}`}
            onClick={() => onChange(examples.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => onChange([...examples, { example: '', reasoning: '', subanswer_examples: [] }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add Example
      </Button>
    </Stack>
  );
}
