import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LtiTargetDto } from '@wilco/shared';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useDeepLinkChoices, useDeepLinkResponse } from '../api/lti-api';

const keyOf = (t: LtiTargetDto) => (t.kind === 'quiz' ? `quiz:${t.quiz_id}` : `scenario:${t.deep_link}`);

/**
 * docs/product/integrations.md, "Deep linking": the instructor picks quizzes and scenarios; the
 * signed answer is posted back to the platform by the browser, as the protocol asks.
 */
export function DeepLinkPicker({ launchId }: { launchId: number }) {
  const choices = useDeepLinkChoices(launchId);
  const respond = useDeepLinkResponse();
  const [picked, setPicked] = useState<Map<string, LtiTargetDto>>(new Map());
  const form = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<{ return_url: string; jwt: string } | null>(null);
  // Once the answer's form is on the page, the browser takes it back to the platform.
  useEffect(() => {
    if (answer) form.current?.submit();
  }, [answer]);

  if (choices.error)
    return <LoadError what="the activities" error={choices.error} onRetry={() => void choices.refetch()} />;
  if (choices.isPending) return <Typography>Loading activities…</Typography>;

  const toggle = (target: LtiTargetDto) =>
    setPicked((old) => {
      const next = new Map(old);
      if (next.has(keyOf(target))) next.delete(keyOf(target));
      else next.set(keyOf(target), target);
      return next;
    });
  const submit = () =>
    respond.mutate({ launch_id: launchId, items: [...picked.values()] }, { onSuccess: setAnswer });
  const option = (target: LtiTargetDto, name: string) => (
    <FormControlLabel
      key={keyOf(target)}
      control={<Checkbox checked={picked.has(keyOf(target))} onChange={() => toggle(target)} />}
      label={name}
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Add Wilco activities to your course
      </Typography>
      {[
        {
          title: 'Quizzes',
          options: choices.data.quizzes.map((q) => option({ kind: 'quiz', quiz_id: q.quiz_id }, q.name)),
        },
        {
          title: 'Scenarios',
          options: choices.data.scenarios.map((c) =>
            option({ kind: 'scenario', deep_link: c.deep_link }, c.name),
          ),
        },
      ].map(({ title, options }) => (
        <Stack key={title} spacing={0.5}>
          <Typography component="h3" variant="subtitle1">
            {title}
          </Typography>
          <FormGroup role="group" aria-label={title}>
            {options}
          </FormGroup>
        </Stack>
      ))}
      {respond.error ? <Alert severity="error">{respond.error.message}</Alert> : null}
      <div>
        <Button variant="contained" disabled={picked.size === 0 || respond.isPending} onClick={submit}>
          {picked.size > 0 ? `Add ${picked.size} to course` : 'Add to course'}
        </Button>
      </div>
      {answer ? (
        <form ref={form} method="post" action={answer.return_url}>
          <input type="hidden" name="JWT" value={answer.jwt} />
        </form>
      ) : null}
    </Stack>
  );
}
