export { CourseAdminView } from './components/course-admin-view';
