import FlightIcon from '@mui/icons-material/Flight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizCard } from '@wilco/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { useQuizzesPage } from '../../api/get-quizzes-page';
import { useSelectQuiz } from '../../hooks/use-select-quiz';
import { useQuizPanel } from '../../stores/quiz-panel-store';
import { quizCount, widgetLists } from '../../utils/widget-lists';
import { SearchField } from '../../../../components/ui/search-field';
import { TilesSkeleton } from '../common/tiles-skeleton';
import { rowDetail, WidgetQuizRow } from './widget-quiz-row';

/** Above this many quizzes the launcher offers a search box. */
const SEARCH_FROM = 6;

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * docs/product/learning.md, "Widget" /widget: a compact launcher for a learning management system's frame.
 * Quizzes in progress resume (docs/product/learning.md, "Selecting a quiz"); any other opens the take-quiz
 * choices over its side card.
 */
export function WidgetLauncher({ openQuizId = null }: { openQuizId?: number | null } = {}) {
  // Always the learner's own data: the settings dialog's sample states are for the full pages.
  const query = useQuizzesPage();
  const select = useSelectQuiz(false);
  const openTake = useQuizPanel((s) => s.openTake);
  const [search, setSearch] = useState('');

  const onSelect = (quiz: QuizCard) => {
    select(quiz);
    if (!quiz.inProgress || quiz.quizAttemptID === null) openTake();
  };

  // docs/product/integrations.md, "Launch": a launch from a quiz's link opens that quiz once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || openQuizId === null || !query.data) return;
    const quiz = query.data.sections.flatMap((s) => s.quizzes).find((q) => q.quiz_id === openQuizId);
    opened.current = true;
    if (quiz) onSelect(quiz);
  });

  if (query.error) {
    return <LoadError what="your quizzes" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <TilesSkeleton count={3} label="Loading your quizzes" />;
  const total = quizCount(query.data.sections);
  if (total === 0) {
    return (
      <EmptyState
        icon={<FlightIcon />}
        title="No quizzes to practise yet"
        description="When your organisation features quizzes for you, they are listed here to start or continue."
      />
    );
  }
  const { inProgress, sections } = widgetLists(query.data.sections, search);
  const shown = inProgress.length + sections.reduce((n, s) => n + s.quizzes.length, 0);

  return (
    <Stack spacing={3}>
      {total >= SEARCH_FROM ? (
        <>
          <SearchField label="Search quizzes" value={search} onChange={setSearch} />
          <Box role="status" sx={visuallyHidden}>{`${shown} ${shown === 1 ? 'quiz' : 'quizzes'} shown`}</Box>
        </>
      ) : null}
      <Group id="widget-continue" title="Continue where you left off">
        {inProgress.length === 0 ? (
          <Typography color="text.secondary">
            {search.trim() ? 'No quiz in progress matches.' : 'Nothing in progress. Start a quiz below.'}
          </Typography>
        ) : (
          <Paper variant="outlined">
            <List disablePadding aria-label="Quizzes in progress">
              {inProgress.map(({ quiz, sectionName }) => (
                <WidgetQuizRow
                  key={quiz.quiz_id}
                  quiz={quiz}
                  detail={rowDetail(quiz, sectionName)}
                  onSelect={onSelect}
                />
              ))}
            </List>
          </Paper>
        )}
      </Group>
      <Group id="widget-start" title="Start a featured quiz">
        {sections.length === 0 ? (
          <Typography color="text.secondary">
            {search.trim() ? `No quizzes match “${search.trim()}”.` : 'Every featured quiz is in progress.'}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {sections.map((section) => (
              <Box key={section.area_id}>
                <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
                  {section.name}
                </Typography>
                <Paper variant="outlined">
                  <List disablePadding aria-label={`Quizzes in ${section.name}`}>
                    {section.quizzes.map((quiz) => (
                      <WidgetQuizRow
                        key={quiz.quiz_id}
                        quiz={quiz}
                        detail={rowDetail(quiz, section.name)}
                        onSelect={onSelect}
                      />
                    ))}
                  </List>
                </Paper>
              </Box>
            ))}
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
