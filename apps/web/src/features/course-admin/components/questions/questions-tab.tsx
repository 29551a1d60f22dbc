import AddIcon from '@mui/icons-material/Add';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { notify } from '../../../../lib/notifications';
import { useAdminQuestions } from '../../api/get-questions';
import { DEFAULT_QUESTION_SORT, nextSort, searchQuestions, sortQuestions } from '../../utils/question-sort';
import { QuestionSideCard, type QuestionCard } from './question-side-card';
import { QuestionsTable } from './questions-table';
import { SearchField } from '../../../../components/ui/search-field';

/**
 * Questions tab (docs/product/administration.md, "Question admin"): the searchable, sortable bank and its
 * view, edit and new cards.
 */
export function QuestionsTab() {
  const questions = useAdminQuestions();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_QUESTION_SORT);
  const [card, setCard] = useState<QuestionCard>(null);
  const rows = useMemo(
    () => sortQuestions(searchQuestions(questions.data ?? [], search), sort),
    [questions.data, search, sort],
  );

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCard({ mode: 'new' })}>
      New Question
    </Button>
  );
  const body = () => {
    if (questions.isPending)
      return (
        <Skeleton
          variant="rounded"
          height={480}
          aria-busy="true"
          role="progressbar"
          aria-label="Loading questions"
        />
      );
    if (questions.isError)
      return <LoadError what="questions" error={questions.error} onRetry={() => void questions.refetch()} />;
    if (questions.data.length === 0)
      return (
        <EmptyState
          icon={<QuizIcon />}
          title="No questions yet"
          description="The question bank is empty. Create the first question and add it to a quiz."
          action={newButton}
        />
      );
    return (
      <>
        <Typography role="status" color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {rows.length === 1 ? '1 question' : `${rows.length} questions`}
        </Typography>
        {rows.length === 0 ? (
          <Typography>No question matches the search.</Typography>
        ) : (
          <QuestionsTable
            questions={rows}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
            onOpen={(questionId) => setCard({ mode: 'view', questionId })}
          />
        )}
      </>
    );
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField label="Search questions" value={search} onChange={setSearch} width={320} />
        <Box sx={{ flex: 1 }} />
        {newButton}
      </Box>
      {body()}
      <QuestionSideCard
        card={card}
        onChange={setCard}
        onSaved={(saved) => {
          notify({ message: `Successfully saved question ${saved.question_name}.`, color: 'success' });
          // Shown as saved, unless the admin closed the card while the save was on its way.
          setCard((open) => (open === null ? null : { mode: 'view', questionId: saved.question_id }));
        }}
      />
    </>
  );
}
