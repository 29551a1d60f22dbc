import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QuizCreateBodySchema, QuizUpdateBodySchema, type AdminQuiz, type Question } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { useCreateQuiz } from '../../api/content-crud';
import { useUpdateQuiz } from '../../api/update-quiz';
import { fieldErrors, type FieldErrors } from '../../../../lib/forms/field-errors';
import { FormActions } from '../form-actions';
import { SaveFeedback } from '../save-feedback';
import { PublishChip } from './publish-chip';
import { NEW_QUIZ_PUBLISHING, PublishingFields, publishingBody, publishingOf } from './publishing-fields';
import { QuizAudienceFields } from './quiz-audience-fields';
import { QuizQuestionList } from './quiz-question-list';

/** `quiz` to edit one, or `areaId` to build a new quiz in that area (the quiz builder). */
type QuizSectionFormProps =
  | { quiz: AdminQuiz; areaId?: undefined; questions: Question[]; onClose: () => void }
  | { quiz: null; areaId: number; questions: Question[]; onClose: () => void };

/**
 * Edit quiz section (docs/product/administration.md, "Course admin"): name, context, who may take it,
 * the ordered question list and publishing.
 */
export function QuizSectionForm({ quiz, areaId, questions, onClose }: QuizSectionFormProps) {
  const [name, setName] = useState(quiz?.name ?? '');
  const [context, setContext] = useState(quiz?.context ?? '');
  // A new quiz starts open to everyone, said in the form rather than by an empty list (decision 026).
  const [audience, setAudience] = useState(() => ({
    everyone: quiz?.everyone ?? true,
    roles: quiz?.roles ?? [],
  }));
  const [questionIds, setQuestionIds] = useState(quiz?.question_ids ?? []);
  const [publishing, setPublishing] = useState(() => (quiz ? publishingOf(quiz) : NEW_QUIZ_PUBLISHING));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateQuiz();
  const create = useCreateQuiz();
  const save = quiz ? update : create;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, context, ...audience, question_ids: questionIds, ...publishingBody(publishing) };
    if (quiz) {
      const parsed = QuizUpdateBodySchema.safeParse({ quiz_id: quiz.quiz_id, ...fields });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      update.mutate(parsed.data);
      return;
    }
    const parsed = QuizCreateBodySchema.safeParse({ area_id: areaId, ...fields });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {quiz ? (
        <Box>
          <PublishChip quiz={quiz} />
        </Box>
      ) : null}
      <TextField
        label="Quiz name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        label="Context"
        multiline
        minRows={3}
        value={context}
        onChange={(e) => setContext(e.target.value)}
        error={Boolean(errors.context)}
        helperText={errors.context ?? 'The scene the examiner persona plays.'}
      />
      <PublishingFields value={publishing} onChange={setPublishing} errors={errors} />
      <QuizAudienceFields value={audience} onChange={setAudience} error={errors.roles} />
      <QuizQuestionList ids={questionIds} questions={questions} onChange={setQuestionIds} />
      {errors.question_ids ? <FormHelperText error>{errors.question_ids}</FormHelperText> : null}
      <SaveFeedback error={save.error} isSuccess={save.isSuccess} what="Quiz" />
      <FormActions
        onCancel={onClose}
        isSaving={save.isPending}
        saveLabel={quiz ? 'Save Quiz' : 'Create Quiz'}
      />
    </Stack>
  );
}
