import MenuBookIcon from '@mui/icons-material/MenuBook';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function CoursePage() {
  return (
    <>
      <PageHeader title="Courses" subtitle="Study by course, area and quiz." />
      <EmptyState
        icon={<MenuBookIcon />}
        title="No courses to show"
        description="Your courses will be listed here with their areas and quizzes, and your score on each once you have taken them."
      />
    </>
  );
}

export { CoursePage as Component };
