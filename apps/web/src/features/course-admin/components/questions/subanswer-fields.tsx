import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftErrors, QuestionDraft } from '../../utils/question-draft';

type Sub = QuestionDraft['subanswers'][number];
type SubanswerFieldsProps = { subanswers: Sub[]; errors: DraftErrors; onChange: (subanswers: Sub[]) => void };

/** The rubric's key points with their points; each one is normalised when the question is saved. */
export function SubanswerFields({ subanswers, errors, onChange }: SubanswerFieldsProps) {
  const set = (i: number, patch: Partial<Sub>) =>
    onChange(subanswers.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1 }}>
        Subanswers
      </Typography>
      {errors.subanswers ? (
        <Typography color="error" variant="body2" role="alert">
          {errors.subanswers}
        </Typography>
      ) : null}
      {subanswers.map((s, i) => (
        <Stack
          key={s.subanswer_id ?? `new-${i}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            label={`Subanswer ${i + 1}`}
            size="small"
            fullWidth
            value={s.subanswer}
            onChange={(e) => set(i, { subanswer: e.target.value })}
            error={Boolean(errors[`subanswers.${i}.subanswer`])}
            helperText={errors[`subanswers.${i}.subanswer`]}
          />
          <TextField
            label="Points"
            size="small"
            type="number"
            value={s.points}
            onChange={(e) => set(i, { points: e.target.value })}
            error={Boolean(errors[`subanswers.${i}.points`])}
            helperText={errors[`subanswers.${i}.points`]}
            slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
            sx={{ width: 96, flexShrink: 0 }}
          />
          <IconButton
            aria-label={`Remove subanswer ${i + 1}`}
            onClick={() => onChange(subanswers.filter((_, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => onChange([...subanswers, { subanswer: '', points: '1' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add Subanswer
      </Button>
    </Stack>
  );
}
