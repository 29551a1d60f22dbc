import Skeleton from '@mui/material/Skeleton';
import type { Question } from '@wilco/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { useAdminQuestion } from '../../api/get-question';
import { useLastValue } from '../../hooks/use-last-value';
import { SideCard } from '../side-card';
import { QuestionForm } from './question-form';
import { QuestionView } from './question-view';

export type QuestionCard = { mode: 'view' | 'edit'; questionId: number } | { mode: 'new' } | null;

type QuestionSideCardProps = {
  card: QuestionCard;
  onChange: (card: QuestionCard) => void;
  onSaved: (saved: Question) => void;
};

const TITLES = { view: 'Question', edit: 'Edit Question', new: 'New Question' } as const;

function ExistingQuestion({
  questionId,
  mode,
  onChange,
  onSaved,
}: { questionId: number; mode: 'view' | 'edit' } & Omit<QuestionSideCardProps, 'card'>) {
  const question = useAdminQuestion(questionId);
  // A failed background refresh keeps what was shown; only a first load that fails says so.
  if (!question.data) {
    if (question.isError)
      return <LoadError what="the question" error={question.error} onRetry={() => void question.refetch()} />;
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading question" />;
  }
  if (mode === 'view')
    return <QuestionView question={question.data} onEdit={() => onChange({ mode: 'edit', questionId })} />;
  return (
    <QuestionForm
      key={question.data.question_id}
      question={question.data}
      onCancel={() => onChange({ mode: 'view', questionId })}
      onSaved={onSaved}
    />
  );
}

/** Question side cards (docs/product/administration.md, "Question admin"): view, edit and new. */
export function QuestionSideCard({ card: current, onChange, onSaved }: QuestionSideCardProps) {
  const card = useLastValue(current);
  return (
    <SideCard open={current !== null} title={card ? TITLES[card.mode] : ''} onClose={() => onChange(null)}>
      {card?.mode === 'new' ? <QuestionForm onCancel={() => onChange(null)} onSaved={onSaved} /> : null}
      {card && card.mode !== 'new' ? (
        <ExistingQuestion
          questionId={card.questionId}
          mode={card.mode}
          onChange={onChange}
          onSaved={onSaved}
        />
      ) : null}
    </SideCard>
  );
}
