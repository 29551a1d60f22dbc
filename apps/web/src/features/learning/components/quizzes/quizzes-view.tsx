import QuizIcon from '@mui/icons-material/Quiz';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { usePageDisplay } from '../../../../lib/settings-dialog';
import { useQuizzesPage } from '../../api/get-quizzes-page';
import { usePageData } from '../../hooks/use-page-data';
import { useSelectQuiz } from '../../hooks/use-select-quiz';
import { filterSections, type QuizFilter } from '../../utils/filter-sections';
import { emptyQuizzesPage, sampleQuizzesPage } from '../../utils/sample-pages';
import { QuizGrid } from '../common/quiz-grid';
import { SectionHeading } from '../common/section-heading';
import { TilesSkeleton } from '../common/tiles-skeleton';
import { QuizToolbar } from './quiz-toolbar';

export function noMatchText(filter: QuizFilter, search: string): string {
  const term = search.trim();
  if (term) return `No quizzes match “${term}”.`;
  if (filter === 'InProgress') return 'No quizzes in progress. Start a quiz and it will show here.';
  if (filter === 'Completed') return 'No completed quizzes yet. Finish a quiz and it will show here.';
  return 'No quizzes to show.';
}

/**
 * Featured Quizzes (docs/product/learning.md, "Featured quizzes"): sections of quizzes with filter and
 * search.
 */
export function QuizzesView() {
  const display = usePageDisplay('quiz');
  const query = useQuizzesPage({ enabled: display === 'live' });
  const page = usePageData(display, query, sampleQuizzesPage, emptyQuizzesPage);
  const onSelect = useSelectQuiz(page.isSample);
  const [filter, setFilter] = useState<QuizFilter>('All');
  const [search, setSearch] = useState('');

  if (page.error) return <LoadError what="the featured quizzes" error={page.error} onRetry={page.retry} />;
  if (page.isLoading || !page.data) return <TilesSkeleton count={6} label="Loading featured quizzes" />;
  if (page.data.sections.length === 0) {
    return (
      <EmptyState
        icon={<QuizIcon />}
        title="No featured quizzes to show"
        description="Featured quizzes will be listed here in sections, with filters for quizzes in progress and completed, a search box and your past attempts."
      />
    );
  }
  const sections = filterSections(page.data.sections, filter, search);
  const shown = sections.reduce((n, s) => n + s.quizzes.length, 0);
  return (
    <Box>
      <QuizToolbar filter={filter} search={search} onFilterChange={setFilter} onSearchChange={setSearch} />
      <Box role="status" sx={visuallyHidden}>{`${shown} ${shown === 1 ? 'quiz' : 'quizzes'} shown`}</Box>
      {sections.length === 0 ? (
        <Typography color="text.secondary">{noMatchText(filter, search)}</Typography>
      ) : (
        <Stack spacing={4}>
          {sections.map((section) => (
            <Box component="section" key={section.area_id} aria-labelledby={`section-${section.area_id}`}>
              <SectionHeading id={`section-${section.area_id}`} title={section.name} />
              <QuizGrid quizzes={section.quizzes} onSelect={onSelect} label={`Quizzes in ${section.name}`} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
