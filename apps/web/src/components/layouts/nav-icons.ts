import { SHELL_ICONS } from './shell-icons';

const ICONS: Record<string, string> = {
  home: SHELL_ICONS.home,
  dashboard: SHELL_ICONS.dashboard,
  course: SHELL_ICONS.menuBook,
  courses: SHELL_ICONS.menuBook,
  book: SHELL_ICONS.menuBook,
  menubook: SHELL_ICONS.menuBook,
  school: SHELL_ICONS.menuBook,
  quiz: SHELL_ICONS.quiz,
  quizzes: SHELL_ICONS.quiz,
  featuredquizzes: SHELL_ICONS.star,
  star: SHELL_ICONS.star,
  courseadmin: SHELL_ICONS.editNote,
  editnote: SHELL_ICONS.editNote,
  librarybooks: SHELL_ICONS.libraryBooks,
  scenarioadmin: SHELL_ICONS.recordVoiceOver,
  recordvoiceover: SHELL_ICONS.recordVoiceOver,
  admin: SHELL_ICONS.adminPanelSettings,
  systemadmin: SHELL_ICONS.adminPanelSettings,
  adminpanelsettings: SHELL_ICONS.adminPanelSettings,
  settings: SHELL_ICONS.settings,
  user: SHELL_ICONS.accountCircle,
  account: SHELL_ICONS.accountCircle,
  accountcircle: SHELL_ICONS.accountCircle,
  person: SHELL_ICONS.accountCircle,
  logout: SHELL_ICONS.logout,
  login: SHELL_ICONS.login,
  help: SHELL_ICONS.helpOutline,
  insights: SHELL_ICONS.insights,
  analytics: SHELL_ICONS.insights,
  simulation: SHELL_ICONS.mic,
  mic: SHELL_ICONS.mic,
  flight: SHELL_ICONS.flight,
  widget: SHELL_ICONS.flight,
};

/**
 * The server names icons in its own vocabulary ('home', 'mdi-home', 'menu_book'…): normalise the
 * name and fall back to a neutral label so an unknown icon never breaks the sidebar. Returns the
 * icon's SVG path, for `PlainIcon`.
 */
export function navIconFor(name: string | null | undefined): string {
  if (!name) return SHELL_ICONS.labelOutlined;
  const key = name
    .toLowerCase()
    .replace(/^(mdi|mui|fa|icon)[-_ ]/, '')
    .replace(/[-_\s]/g, '');
  return ICONS[key] ?? SHELL_ICONS.labelOutlined;
}
