import { SHELL_ICONS } from './shell-icons';

/** `icon`: the SVG path of the page's icon (for `PlainIcon`); `null` means the brand glyph. */
export type TopBarConfig = { title: string; icon: string | null };

export const BRAND_TOP_BAR: TopBarConfig = { title: 'Wilco', icon: null };

// Keys are lower case: React Router matches paths case-insensitively, so /home is /Home.
const BY_SEGMENT: Record<string, TopBarConfig> = {
  home: { title: 'Home', icon: SHELL_ICONS.home },
  course: { title: 'Courses', icon: SHELL_ICONS.menuBook },
  quizzes: { title: 'Featured Quizzes', icon: SHELL_ICONS.quiz },
  systemadmin: { title: 'System Admin', icon: SHELL_ICONS.adminPanelSettings },
  courseadmin: { title: 'Course Admin', icon: SHELL_ICONS.editNote },
  scenarioadmin: { title: 'Scenario Admin', icon: SHELL_ICONS.recordVoiceOver },
  user: { title: 'Account', icon: SHELL_ICONS.accountCircle },
};

/**
 * docs/product/shell-and-accounts.md, "Shell": the top bar's icon and title depend on the first path segment;
 * others are brand-titled.
 */
export function topBarFor(pathname: string): TopBarConfig {
  const segment = pathname.split('/').find(Boolean)?.toLowerCase() ?? '';
  return Object.hasOwn(BY_SEGMENT, segment) ? (BY_SEGMENT[segment] ?? BRAND_TOP_BAR) : BRAND_TOP_BAR;
}
