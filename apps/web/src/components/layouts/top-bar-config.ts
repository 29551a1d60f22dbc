import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HomeIcon from '@mui/icons-material/Home';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QuizIcon from '@mui/icons-material/Quiz';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { SvgIconComponent } from '@mui/icons-material';

/** `icon: null` means the brand glyph. */
export type TopBarConfig = { title: string; icon: SvgIconComponent | null };

export const BRAND_TOP_BAR: TopBarConfig = { title: 'Wilco', icon: null };

// Keys are lower case: React Router matches paths case-insensitively, so /home is /Home.
const BY_SEGMENT: Record<string, TopBarConfig> = {
  home: { title: 'Home', icon: HomeIcon },
  course: { title: 'Courses', icon: MenuBookIcon },
  quizzes: { title: 'Featured Quizzes', icon: QuizIcon },
  systemadmin: { title: 'System Admin', icon: AdminPanelSettingsIcon },
  courseadmin: { title: 'Course Admin', icon: EditNoteIcon },
  scenarioadmin: { title: 'Scenario Admin', icon: RecordVoiceOverIcon },
  user: { title: 'Account', icon: AccountCircleIcon },
};

/**
 * docs/product/shell-and-accounts.md, "Shell": the top bar's icon and title depend on the first path segment;
 * others are brand-titled.
 */
export function topBarFor(pathname: string): TopBarConfig {
  const segment = pathname.split('/').find(Boolean)?.toLowerCase() ?? '';
  return Object.hasOwn(BY_SEGMENT, segment) ? (BY_SEGMENT[segment] ?? BRAND_TOP_BAR) : BRAND_TOP_BAR;
}
