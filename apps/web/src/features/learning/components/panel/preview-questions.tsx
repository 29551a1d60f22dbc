import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QuizCard } from '@wilco/shared';
import { useState } from 'react';
import { hasRole, useCurrentUser } from '../../../../lib/auth/current-user';
import { ROLE } from '@wilco/shared';
import { useQuizLaunch } from '../../../../lib/quiz-launch';
import { useQuizPanel } from '../../stores/quiz-panel-store';
import { originOf } from '../../utils/quiz-status';
import { LoadError } from '../../../../components/ui/load-error';
import { useQuiz } from '../../api/get-quiz';

/**
 * Preview-questions side card (docs/product/learning.md, "Side cards"): the questions in order, answers on
 * request.
 */
export function PreviewQuestions({ quiz }: { quiz: QuizCard }) {
  const query = useQuiz(quiz.quiz_id);
  const [showAnswers, setShowAnswers] = useState(false);
  const { data: user } = useCurrentUser();
  // docs/product/quiz-player.md, "Preview mode": previewing a question is for administrators and authors.
  const canPreview = hasRole(user, ROLE.Admin) || hasRole(user, ROLE.Author);
  const onPreview = (q: { question_id: number; question: string; answer: string }) => {
    useQuizLaunch.getState().preview({ kind: 'question', question: q }, originOf(quiz));
    useQuizPanel.getState().close();
  };
  if (query.error)
    return <LoadError what="the questions" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-busy aria-label="Loading questions">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  const questions = query.data.questions;
  if (questions.length === 0)
    return <Typography color="text.secondary">This quiz has no questions yet.</Typography>;
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={showAnswers} onChange={(event) => setShowAnswers(event.target.checked)} />}
        label="Show answers"
      />
      <Stack component="ol" spacing={2} sx={{ m: 0, pl: 3 }}>
        {questions.map((q, i) => (
          <li key={q.question_id}>
            <Typography>{q.question}</Typography>
            {canPreview ? (
              <Button
                size="small"
                onClick={() => onPreview(q)}
                aria-label={`Preview question ${i + 1} as a quiz`}
                sx={{ mt: 0.5, px: 0 }}
              >
                Preview
              </Button>
            ) : null}
            {showAnswers ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`Answer: ${q.answer}`}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
