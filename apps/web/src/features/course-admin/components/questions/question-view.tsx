import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Question } from '@wilco/shared';
import type { ReactNode } from 'react';
import { pointsAvailable } from '../../utils/question-sort';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * View question side card (docs/product/administration.md, "Question admin"): the question and its whole
 * rubric, read-only.
 */
export function QuestionView({ question, onEdit }: { question: Question; onEdit: () => void }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {question.question_name}
        </Typography>
        <Chip size="small" label={`ID ${question.question_id}`} />
        {question.beta ? <Chip size="small" color="warning" label="Beta" /> : null}
      </Stack>
      <Field label="Question">
        <Typography>{question.question}</Typography>
      </Field>
      <Field label="Answer">
        <Typography>{question.answer}</Typography>
      </Field>
      <Field
        label={`Subanswers: pass at ${question.point_threshold} of ${pointsAvailable(question.subanswers)} points`}
      >
        <List dense disablePadding>
          {question.subanswers.map((s) => (
            <ListItem key={s.subanswer_id} disableGutters>
              <ListItemText primary={s.subanswer} secondary={`${s.points} pt · ${s.normalized_subanswer}`} />
            </ListItem>
          ))}
        </List>
      </Field>
      {question.contexts.length ? (
        <Field label="Contexts">
          {question.contexts.map((c, i) => (
            <Typography key={i} variant="body2">
              {c}
            </Typography>
          ))}
        </Field>
      ) : null}
      {question.examples.length ? (
        <Field label="Examples">
          {question.examples.map((e) => (
            <Typography key={e.question_example_id} variant="body2">
              {`“${e.example}”${e.reasoning ? `: ${e.reasoning}` : ''}`}
            </Typography>
          ))}
        </Field>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onEdit}>
          Edit Question
        </Button>
      </Stack>
    </Stack>
  );
}
