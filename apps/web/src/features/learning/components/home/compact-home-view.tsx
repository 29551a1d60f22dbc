import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard, QuizCard } from '@wilco/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { usePageDisplay } from '../../../../lib/settings-dialog';
import { useHomePage } from '../../api/get-home-page';
import { usePageData } from '../../hooks/use-page-data';
import { useSelectQuiz } from '../../hooks/use-select-quiz';
import { emptyHomePage, sampleHomePage } from '../../utils/sample-pages';
import { TilesSkeleton } from '../common/tiles-skeleton';
import { rowDetail, WidgetQuizRow } from '../widget/widget-quiz-row';

/** The dashboard's figures as one line of terms and values. */
export function compactFigures(d: Dashboard): [term: string, value: string][] {
  const practised = d.days_practised.filter((day) => day.practised).length;
  return [
    ['Days to exam', d.days_to_exam === null ? 'No date set' : String(d.days_to_exam)],
    ['Overall progress', `${d.overall_progress}%`],
    ['Strongest topic', d.strongest_topic.name],
    ['Weakest topic', d.weakest_topic.name],
    ['Quizzes in progress', String(d.quizzes_in_progress)],
    ['Days practised', `${practised} of ${d.days_practised.length}`],
  ];
}

function QuizList(props: {
  title: string;
  quizzes: QuizCard[];
  section: string;
  onSelect: (q: QuizCard) => void;
}) {
  if (props.quizzes.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={props.title}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {props.title}
      </Typography>
      <List dense>
        {props.quizzes.map((quiz) => (
          <WidgetQuizRow
            key={`${quiz.type}-${quiz.quiz_id}`}
            quiz={quiz}
            detail={rowDetail(quiz, props.section)}
            onSelect={props.onSelect}
          />
        ))}
      </List>
    </Paper>
  );
}

/**
 * /Home/indexV1 (docs/product/learning.md, "Older home"): the same page data as Home in a compact
 * layout, figures in one block and quizzes as one-line rows, without the charts and the review card.
 */
export function CompactHomeView() {
  const display = usePageDisplay('home');
  const query = useHomePage({ enabled: display === 'live' });
  const page = usePageData(display, query, sampleHomePage, emptyHomePage);
  const onSelect = useSelectQuiz(page.isSample);

  if (page.error) return <LoadError what="your dashboard" error={page.error} onRetry={page.retry} />;
  if (page.isLoading || !page.data) return <TilesSkeleton count={2} label="Loading your dashboard" />;
  const { dashboard, continue_learning: continuing, featured } = page.data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label="Dashboard" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {compactFigures(dashboard).map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <QuizList
        title="Continue learning"
        quizzes={continuing}
        section="Continue learning"
        onSelect={onSelect}
      />
      {featured.map((section) => (
        <QuizList
          key={section.area_id}
          title={section.name}
          quizzes={section.quizzes}
          section={section.name}
          onSelect={onSelect}
        />
      ))}
    </Stack>
  );
}
