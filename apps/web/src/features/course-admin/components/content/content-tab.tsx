import FolderOffIcon from '@mui/icons-material/FolderOffOutlined';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { useAdminCourses } from '../../api/get-admin-courses';
import { countQuizzes, filterCourseTree, type PublishFilter } from '../../utils/quiz-filter';
import { ContentActions, type PendingAction } from './content-actions';
import { ContentSideCard } from './content-side-card';
import { ContentToolbar } from './content-toolbar';
import { CourseTree, type ContentSelection } from './course-tree';

function TreeSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading course content">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={220} />
      ))}
    </Stack>
  );
}

/**
 * Course Content tab (docs/product/administration.md, "Course admin"): the course tree, the publish-state
 * filter and the edit cards.
 */
export function ContentTab() {
  const courses = useAdminCourses();
  const [filter, setFilter] = useState<PublishFilter>('all');
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<ContentSelection | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);
  const newCourse = (
    <Button startIcon={<AddIcon />} variant="contained" onClick={() => setAction({ kind: 'new-course' })}>
      New course
    </Button>
  );
  const actions = <ContentActions action={action} onClose={() => setAction(null)} />;
  const visible = useMemo(
    () => filterCourseTree(courses.data ?? [], filter, search),
    [courses.data, filter, search],
  );

  if (courses.isPending) return <TreeSkeleton />;
  if (courses.isError)
    return <LoadError what="course content" error={courses.error} onRetry={() => void courses.refetch()} />;
  if (courses.data.length === 0)
    return (
      <Stack spacing={2}>
        <EmptyState
          icon={<FolderOffIcon />}
          title="No courses yet"
          description="This organisation has no courses. Create one; its areas and quizzes show here."
        />
        <Stack sx={{ alignItems: 'center' }}>{newCourse}</Stack>
        {actions}
      </Stack>
    );

  const shown = countQuizzes(visible);
  return (
    <>
      <Stack sx={{ alignItems: 'flex-start', mb: 2 }}>{newCourse}</Stack>
      <ContentToolbar filter={filter} search={search} onFilterChange={setFilter} onSearchChange={setSearch} />
      <Typography role="status" color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {`${shown} ${shown === 1 ? 'quiz' : 'quizzes'} shown`}
      </Typography>
      {visible.length === 0 ? (
        <EmptyState
          icon={<FolderOffIcon />}
          title="No quizzes match"
          description="No quiz has this publish state and title. Choose All Quizzes or change the search."
        />
      ) : (
        <CourseTree courses={visible} onSelect={setSelection} onAction={setAction} />
      )}
      <ContentSideCard courses={courses.data} selection={selection} onClose={() => setSelection(null)} />
      {actions}
    </>
  );
}
