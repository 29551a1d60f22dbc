/**
 * The route names of docs/product/shell-and-accounts.md, "Routes", by first path segment (matched
 * case-insensitively).
 */
const NAMES: Record<string, string> = {
  home: 'Home',
  course: 'Course',
  quizzes: 'Quizzes',
  courseadmin: 'CourseAdmin',
  scenarioadmin: 'ScenarioAdmin',
  systemadmin: 'SystemAdmin',
  user: 'User',
  logout: 'Logout',
  maintenance: 'Maintenance',
  widget: 'widget',
};

/** For 'You are on the {route name} page' (docs/product/shell-and-accounts.md, "Settings dialog"). */
export function routeNameFromPath(pathname: string): string {
  const segment = pathname.split('/').find(Boolean);
  if (!segment) return 'Login';
  return NAMES[segment.toLowerCase()] ?? segment;
}
