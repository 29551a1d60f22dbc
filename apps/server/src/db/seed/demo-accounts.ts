/**
 * The demo accounts of tenant 1 (issue 2; the author since issue 18, so the author's pages can be
 * tried and checked as an author sees them); the password comes from DEMO_PASSWORD.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@wilco.dev', first_name: 'Avery', last_name: 'Admin', roles: ['Admin', 'Author'] },
  { email: 'learner@wilco.dev', first_name: 'Lee', last_name: 'Learner', roles: ['Learner'] },
  { email: 'trial@wilco.dev', first_name: 'Taylor', last_name: 'Trial', roles: ['Trial'] },
  { email: 'author@wilco.dev', first_name: 'Ari', last_name: 'Author', roles: ['Author'] },
] as const;

export const TRIAL_DAYS = 14;

export const DEFAULT_ROLES = [
  { name: 'Admin', description: 'Manages users, content and tenant settings' },
  { name: 'Author', description: 'Writes courses, questions and scenarios' },
  { name: 'Learner', description: 'Practises quizzes and simulations' },
  { name: 'Trial', description: 'Learner with a time-limited subscription' },
];

type SidebarItem = { to: string; title: string; icon: string };
const learnerItems: SidebarItem[] = [
  { to: '/Home', title: 'Home', icon: 'home' },
  { to: '/Course', title: 'Courses', icon: 'school' },
  { to: '/Quizzes', title: 'Featured Quizzes', icon: 'quiz' },
];
const authorItems: SidebarItem[] = [
  ...learnerItems,
  { to: '/CourseAdmin', title: 'Course Admin', icon: 'edit_note' },
  { to: '/ScenarioAdmin', title: 'Scenario Admin', icon: 'record_voice_over' },
];

/**
 * Sidebar per role (docs/product/shell-and-accounts.md, "Sidebar items"); a user with several roles gets the
 * union.
 */
export const DEFAULT_SIDEBAR_ROUTES: Record<string, SidebarItem[]> = {
  Admin: [...authorItems, { to: '/SystemAdmin', title: 'System Admin', icon: 'admin_panel_settings' }],
  Author: authorItems,
  Learner: learnerItems,
  Trial: learnerItems,
};
