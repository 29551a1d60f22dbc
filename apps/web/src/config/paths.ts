/**
 * Route paths of docs/product/shell-and-accounts.md, "Routes". The casing is fixed (deep links and LMS
 * embeds depend on it).
 */
export const paths = {
  login: '/',
  home: '/Home',
  homeV1: '/Home/indexV1',
  course: '/Course',
  quizzes: '/Quizzes',
  simulation: '/Simulation',
  courseAdmin: '/CourseAdmin',
  scenarioAdmin: '/ScenarioAdmin',
  systemAdmin: '/SystemAdmin',
  systemAdminV1: '/SystemAdmin/indexV1',
  user: '/User',
  logout: '/Logout',
  maintenance: '/Maintenance',
  widget: '/widget',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** docs/product/quiz-player.md, "Leaving": where a learner returns after leaving a quiz. */
export const DEFAULT_RETURN_PATH = paths.home;

/** docs/product/simulations.md: a scenario opened from its deep link. */
export const simulationLinkPath = (deepLink: string) =>
  `${paths.simulation}/link/${encodeURIComponent(deepLink)}`;
