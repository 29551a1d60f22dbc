import EditNoteIcon from '@mui/icons-material/EditNote';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function CourseAdminPage() {
  return (
    <>
      <PageHeader title="Course Admin" subtitle="Course content and questions." />
      <EmptyState
        icon={<EditNoteIcon />}
        title="Course administration"
        description="This is where administrators edit course headers, areas, quiz sections and the question bank."
      />
    </>
  );
}

export { CourseAdminPage as Component };
