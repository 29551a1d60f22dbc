import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CourseUpdateBodySchema, type AdminCourse } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateCourse } from '../../api/update-course';
import { fieldErrors, type FieldErrors } from '../../../../lib/forms/field-errors';
import { FormActions } from '../form-actions';
import { SaveFeedback } from '../save-feedback';

type CourseHeaderFormProps = { course: AdminCourse; onClose: () => void };

/** Edit course header (docs/product/administration.md, "Course admin"): name and description. */
export function CourseHeaderForm({ course, onClose }: CourseHeaderFormProps) {
  const [name, setName] = useState(course.name);
  const [description, setDescription] = useState(course.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateCourse();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CourseUpdateBodySchema.safeParse({ course_id: course.course_id, name, description });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        label="Course name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      <SaveFeedback error={save.error} isSuccess={save.isSuccess} what="Course header" />
      <FormActions onCancel={onClose} isSaving={save.isPending} saveLabel="Save Course" />
    </Stack>
  );
}
