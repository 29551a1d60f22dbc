import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Question } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../../../lib/auth/current-user';
import { useCreateQuestion } from '../../api/create-question';
import { useUpdateQuestion } from '../../api/update-question';
import {
  buildQuestionBody,
  draftOf,
  draftPoints,
  emptyDraft,
  type DraftErrors,
  type QuestionDraft,
} from '../../utils/question-draft';
import { FormActions } from '../form-actions';
import { SaveFeedback } from '../save-feedback';
import { ExampleFields } from './example-fields';
import { SubanswerFields } from './subanswer-fields';
import { TextListFields } from './text-list-fields';

type QuestionFormProps = {
  /** Absent for a new question. */
  question?: Question;
  onCancel: () => void;
  onSaved: (saved: Question) => void;
};

/**
 * Edit question and new question side cards (docs/product/administration.md, "Question admin"); one form, one
 * body (docs/product/authoring.md, "Question bank").
 */
export function QuestionForm({ question, onCancel, onSaved }: QuestionFormProps) {
  const [draft, setDraft] = useState<QuestionDraft>(() => (question ? draftOf(question) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const user = useCurrentUser();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const save = question ? update : create;
  const patch = (p: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...p }));
  const text = (key: 'question_name' | 'question' | 'answer' | 'point_threshold') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => patch({ [key]: e.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tenantId = user.data?.db_user.tenant_id;
    if (tenantId === undefined) return setErrors({ form: 'Your account is still loading. Try again.' });
    // docs/product/authoring.md, "Question bank": a payload that cannot be built aborts the save; nothing is
    // sent.
    const built = buildQuestionBody(draft, tenantId);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    const options = { onSuccess: onSaved };
    if (question) update.mutate({ ...built.body, question_id: question.question_id }, options);
    else create.mutate(built.body, options);
  };

  const available = draftPoints(draft);
  const invalid = Object.keys(errors).length > 0;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={question ? 'Edit question' : 'New question'}
    >
      {invalid ? (
        <Alert severity="error" role="alert">
          {errors.form ?? 'The question was not saved. Fix the highlighted fields.'}
        </Alert>
      ) : null}
      <TextField label="Question name" required {...text('question_name')} />
      <TextField label="Question" required multiline minRows={2} {...text('question')} />
      <TextField label="Answer" required multiline minRows={2} {...text('answer')} />
      <SubanswerFields
        subanswers={draft.subanswers}
        errors={errors}
        onChange={(subanswers) => patch({ subanswers })}
      />
      <TextField
        label="Point threshold"
        required
        type="number"
        {...text('point_threshold')}
        helperText={errors.point_threshold ?? `Points needed to pass, of ${available} available.`}
        slotProps={{ htmlInput: { min: 1, max: available || undefined, inputMode: 'numeric' } }}
      />
      <TextListFields
        noun="Context"
        path="contexts"
        values={draft.contexts}
        errors={errors}
        onChange={(contexts) => patch({ contexts })}
      />
      <ExampleFields examples={draft.examples} errors={errors} onChange={(examples) => patch({ examples })} />
      <SaveFeedback error={save.error} isSuccess={false} what="The question" />
      <FormActions
        onCancel={onCancel}
        isSaving={save.isPending}
        saveLabel={question ? 'Save Question' : 'Create Question'}
      />
    </Stack>
  );
}
