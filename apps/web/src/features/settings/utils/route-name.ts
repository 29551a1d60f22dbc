/** The route names of spec 01 §2.1 / §2.3, by first path segment (matched case-insensitively). */
const NAMES: Record<string, string> = {
  home: 'Home',
  course: 'Course',
  quizzes: 'Quizzes',
  courseadmin: 'CourseAdmin',
  systemadmin: 'SystemAdmin',
  user: 'User',
  logout: 'Logout',
  maintenance: 'Maintenance',
  widget: 'widget',
};

/** For 'You are on the {route name} page' (spec 01 §2.4 #1). */
export function routeNameFromPath(pathname: string): string {
  const segment = pathname.split('/').find(Boolean);
  if (!segment) return 'Login';
  return NAMES[segment.toLowerCase()] ?? segment;
}
