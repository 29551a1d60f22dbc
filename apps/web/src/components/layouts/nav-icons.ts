import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FlightIcon from '@mui/icons-material/Flight';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import QuizIcon from '@mui/icons-material/Quiz';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  home: HomeIcon,
  dashboard: DashboardIcon,
  course: MenuBookIcon,
  courses: MenuBookIcon,
  book: MenuBookIcon,
  menubook: MenuBookIcon,
  school: MenuBookIcon,
  quiz: QuizIcon,
  quizzes: QuizIcon,
  featuredquizzes: StarIcon,
  star: StarIcon,
  courseadmin: EditNoteIcon,
  editnote: EditNoteIcon,
  librarybooks: LibraryBooksIcon,
  scenarioadmin: RecordVoiceOverIcon,
  recordvoiceover: RecordVoiceOverIcon,
  admin: AdminPanelSettingsIcon,
  systemadmin: AdminPanelSettingsIcon,
  adminpanelsettings: AdminPanelSettingsIcon,
  settings: SettingsIcon,
  user: AccountCircleIcon,
  account: AccountCircleIcon,
  accountcircle: AccountCircleIcon,
  person: AccountCircleIcon,
  logout: LogoutIcon,
  login: LoginIcon,
  help: HelpOutlineIcon,
  insights: InsightsIcon,
  analytics: InsightsIcon,
  simulation: MicIcon,
  mic: MicIcon,
  flight: FlightIcon,
  widget: FlightIcon,
};

/**
 * The server names icons in its own vocabulary ('home', 'mdi-home', 'menu_book'…): normalise the
 * name and fall back to a neutral label so an unknown icon never breaks the sidebar.
 */
export function navIconFor(name: string | null | undefined): SvgIconComponent {
  if (!name) return LabelOutlinedIcon;
  const key = name
    .toLowerCase()
    .replace(/^(mdi|mui|fa|icon)[-_ ]/, '')
    .replace(/[-_\s]/g, '');
  return ICONS[key] ?? LabelOutlinedIcon;
}

export { HelpOutlineIcon, LabelOutlinedIcon };
