import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type FormActionsProps = { onCancel: () => void; isSaving: boolean; saveLabel: string };

/** Cancel and the submit button of a side card form; the submit shows progress while saving. */
export function FormActions({ onCancel, isSaving, saveLabel }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="contained" loading={isSaving}>
        {saveLabel}
      </Button>
    </Stack>
  );
}
