import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AreaCreateBodySchema, CourseCreateBodySchema } from '@wilco/shared';
import { useId, useState } from 'react';
import {
  useCreateArea,
  useCreateCourse,
  useDeleteArea,
  useDeleteCourse,
  useDeleteQuiz,
} from '../../api/content-crud';
import { fieldErrors, type FieldErrors } from '../../../../lib/forms/field-errors';
import type { ContentAction } from './course-tree';

export type PendingAction = ContentAction | { kind: 'new-course' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a delete takes with it, and that history stays (docs/product/administration.md, "Creating and deleting content"). */
export function deleteText(action: ContentAction): string {
  const kept = "Learners' attempt history is kept; questions stay in the bank.";
  if (action.kind === 'delete-course') {
    const quizzes = action.course.areas.reduce((n, a) => n + a.quizzes.length, 0);
    return `Delete the course “${action.course.name}” with its ${plural(action.course.areas.length, 'area')} and ${plural(quizzes, 'quiz')}? ${kept}`;
  }
  if (action.kind === 'delete-area')
    return `Delete the area “${action.area.name}” with its ${plural(action.area.quizzes.length, 'quiz')}? ${kept}`;
  if (action.kind === 'delete-quiz') return `Delete the quiz “${action.quiz.name}”? ${kept}`;
  return '';
}

/** The dialogs behind the tree's create and delete buttons; one at a time. */
export function ContentActions({ action, onClose }: { action: PendingAction | null; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const createCourse = useCreateCourse();
  const createArea = useCreateArea();
  const deleteCourse = useDeleteCourse();
  const deleteArea = useDeleteArea();
  const deleteQuiz = useDeleteQuiz();
  const all = [createCourse, createArea, deleteCourse, deleteArea, deleteQuiz];
  const pending = all.some((m) => m.isPending);
  const failure = all.find((m) => m.error)?.error ?? null;

  const close = () => {
    setName('');
    setDescription('');
    setErrors({});
    all.forEach((m) => m.reset());
    onClose();
  };
  const done = { onSuccess: close };

  const confirm = () => {
    if (!action) return;
    if (action.kind === 'new-course') {
      const parsed = CourseCreateBodySchema.safeParse({ name, description });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      createCourse.mutate({ name, description }, done);
    } else if (action.kind === 'add-area') {
      const parsed = AreaCreateBodySchema.safeParse({ name });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      createArea.mutate({ courseId: action.course.course_id, body: parsed.data }, done);
    } else if (action.kind === 'delete-course') deleteCourse.mutate(action.course.course_id, done);
    else if (action.kind === 'delete-area')
      deleteArea.mutate({ courseId: action.courseId, areaId: action.area.area_id }, done);
    else deleteQuiz.mutate(action.quiz.quiz_id, done);
  };

  const creating = action?.kind === 'new-course' || action?.kind === 'add-area';
  const title =
    action?.kind === 'new-course'
      ? 'New course'
      : action?.kind === 'add-area'
        ? `New area in ${action.course.name}`
        : action?.kind === 'delete-course'
          ? 'Delete course'
          : action?.kind === 'delete-area'
            ? 'Delete area'
            : 'Delete quiz';
  return (
    <Dialog
      open={action !== null}
      onClose={pending ? undefined : close}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {creating ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={action.kind === 'new-course' ? 'Course name' : 'Area name'}
              required
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
            />
            {action.kind === 'new-course' ? (
              <TextField
                label="Description"
                multiline
                minRows={2}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                error={Boolean(errors.description)}
                helperText={errors.description}
              />
            ) : null}
          </Stack>
        ) : action ? (
          <DialogContentText>{deleteText(action)}</DialogContentText>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={creating ? 'primary' : 'error'}
          onClick={confirm}
          loading={pending}
        >
          {creating ? 'Create' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
