import { PageHeader } from '../../components/ui/page-header';
import { CourseAdminView } from '../../features/course-admin';

/** /CourseAdmin (spec 01 §2.1, §2.6): admins edit courses, areas, quizzes and the question bank. */
export function CourseAdminPage() {
  return (
    <>
      <PageHeader title="Course Admin" subtitle="Course content and questions." />
      <CourseAdminView />
    </>
  );
}

export { CourseAdminPage as Component };
