import MenuBookIcon from '@mui/icons-material/MenuBook';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { usePageDisplay } from '../../../../lib/settings-dialog';
import { useCoursePage } from '../../api/get-course-page';
import { usePageData } from '../../hooks/use-page-data';
import { useSelectQuiz } from '../../hooks/use-select-quiz';
import { emptyCoursePage, sampleCoursePage } from '../../utils/sample-pages';
import { CourseCard } from './course-card';

/** Courses (docs/product/learning.md, "Courses"): course cards with their areas and quizzes. */
export function CoursesView() {
  const display = usePageDisplay('course');
  const query = useCoursePage({ enabled: display === 'live' });
  const page = usePageData(display, query, sampleCoursePage, emptyCoursePage);
  const onSelect = useSelectQuiz(page.isSample);

  if (page.error) return <LoadError what="your courses" error={page.error} onRetry={page.retry} />;
  if (page.isLoading || !page.data) {
    return (
      <Stack spacing={3} role="status" aria-busy aria-label="Loading courses">
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }
  if (page.data.courses.length === 0) {
    return (
      <EmptyState
        icon={<MenuBookIcon />}
        title="No courses to show"
        description="Your courses will be listed here with their areas and quizzes, and your score on each once you have taken them."
      />
    );
  }
  return (
    <Stack spacing={3}>
      {page.data.courses.map((course) => (
        <CourseCard key={course.course_id} course={course} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
