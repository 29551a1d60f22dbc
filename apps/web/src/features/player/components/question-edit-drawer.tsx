import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { playerKeys } from '../api/player-keys';
import { questionQueryOptions, updateQuestion } from '../api/question';
import { buildQuestionBody, draftOf, type QuestionDraft } from '../model/question-draft';

type QuestionEditDrawerProps = {
  questionId: number | null;
  tenantId: number;
  onClose: () => void;
  /** After a save: the conversation about this question starts again with the new rubric. */
  onSaved: () => void;
};

/**
 * Question edit side card, opened from the player by admins and authors
 * (docs/product/quiz-player.md, "Editing a question").
 */
export function QuestionEditDrawer({ questionId, tenantId, onClose, onSaved }: QuestionEditDrawerProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...questionQueryOptions(questionId ?? 0), enabled: questionId !== null });
  const original = questionId === null ? null : (query.data ?? null);
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    setDraft(original ? draftOf(original) : null);
    setError(null);
  }, [original]);
  const loadError = questionId !== null && query.isError ? 'The question could not be loaded.' : null;
  const shownError = error ?? loadError;

  const patch = (p: Partial<QuestionDraft>) => setDraft((d) => (d ? { ...d, ...p } : d));
  const setSub = (i: number, p: Partial<QuestionDraft['subanswers'][number]>) =>
    patch({ subanswers: draft?.subanswers.map((s, j) => (j === i ? { ...s, ...p } : s)) ?? [] });

  const save = async () => {
    if (!original || !draft) return;
    const built = buildQuestionBody(original, draft, tenantId);
    if (!built.ok) return setError(built.message);
    setSaving(true);
    try {
      const saved = await updateQuestion(original.question_id, built.body);
      queryClient.setQueryData(playerKeys.question(saved.question_id), saved);
      onSaved();
    } catch (e) {
      // docs/product/quiz-player.md, "Editing a question": a failed save only clears loading; the author sees
      // why and keeps the draft.
      setError(e instanceof Error ? e.message : 'The question could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      anchor="right"
      open={questionId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <Stack component="section" aria-labelledby="edit-question-title" spacing={2} sx={{ p: 3 }}>
        <Typography id="edit-question-title" variant="h6" component="h2">
          Edit Question
        </Typography>
        {shownError ? <Alert severity="error">{shownError}</Alert> : null}
        {!draft ? (
          shownError ? null : (
            <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading question" />
          )
        ) : (
          <>
            <TextField
              label="Name"
              value={draft.question_name}
              onChange={(e) => patch({ question_name: e.target.value })}
            />
            <TextField
              label="Question"
              multiline
              minRows={2}
              value={draft.question}
              onChange={(e) => patch({ question: e.target.value })}
            />
            <TextField
              label="Answer"
              multiline
              minRows={2}
              value={draft.answer}
              onChange={(e) => patch({ answer: e.target.value })}
            />
            <Typography variant="subtitle2" component="h3">
              Key points (subanswers)
            </Typography>
            {draft.subanswers.map((s, i) => (
              <Stack
                key={s.subanswer_id ?? `new-${i}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <TextField
                  label={`Key point ${i + 1}`}
                  value={s.subanswer}
                  onChange={(e) => setSub(i, { subanswer: e.target.value })}
                  fullWidth
                />
                <TextField
                  label="Points"
                  type="number"
                  value={s.points}
                  onChange={(e) => setSub(i, { points: e.target.value })}
                  sx={{ width: 96 }}
                />
                <IconButton
                  aria-label={`Remove key point ${i + 1}`}
                  onClick={() => patch({ subanswers: draft.subanswers.filter((_, j) => j !== i) })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Button
              onClick={() => patch({ subanswers: [...draft.subanswers, { subanswer: '', points: '1' }] })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add Key Point
            </Button>
            <TextField
              label="Points needed to pass"
              type="number"
              value={draft.point_threshold}
              onChange={(e) => patch({ point_threshold: e.target.value })}
            />
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={!draft} loading={isSaving}>
            Save Question
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
