import QuizIcon from '@mui/icons-material/Quiz';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function QuizzesPage() {
  return (
    <>
      <PageHeader title="Featured Quizzes" subtitle="Quizzes picked for your exam." />
      <EmptyState
        icon={<QuizIcon />}
        title="No featured quizzes to show"
        description="Featured quizzes will be listed here in sections, with filters for quizzes in progress and completed, a search box and your past attempts."
      />
    </>
  );
}

export { QuizzesPage as Component };
