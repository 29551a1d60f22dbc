import { PageHeader } from '../../components/ui/page-header';
import { CourseAdminView } from '../../features/course-admin';

/**
 * /CourseAdmin (docs/product/administration.md, "Course admin"): admins edit courses, areas, quizzes and the
 * question bank.
 */
export function CourseAdminPage() {
  return (
    <>
      <PageHeader title="Course Admin" subtitle="Course content and questions." />
      <CourseAdminView />
    </>
  );
}

export { CourseAdminPage as Component };
