import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AreaUpdateBodySchema, type AdminArea } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateArea } from '../../api/update-area';
import { fieldErrors, type FieldErrors } from '../../../../lib/forms/field-errors';
import { FormActions } from '../form-actions';
import { SaveFeedback } from '../save-feedback';

type AreaFormProps = { courseId: number; area: AdminArea; onClose: () => void };

/** Edit area (docs/product/administration.md, "Course admin"): its name. */
export function AreaForm({ courseId, area, onClose }: AreaFormProps) {
  const [name, setName] = useState(area.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateArea();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AreaUpdateBodySchema.safeParse({ course_id: courseId, area_id: area.area_id, name });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        label="Area name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <SaveFeedback error={save.error} isSuccess={save.isSuccess} what="Area" />
      <FormActions onCancel={onClose} isSaving={save.isPending} saveLabel="Save Area" />
    </Stack>
  );
}
