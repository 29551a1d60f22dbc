import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { ROLE } from '@wilco/shared';
import { readTokenClaims } from '../../../lib/auth/token-claims';
import { useTokens } from '../../../lib/auth/token-store';
import { ContentTab } from './content/content-tab';
import { QuestionsTab } from './questions/questions-tab';

const TABS = [
  { value: 'content', label: 'Course Content' },
  { value: 'questions', label: 'Questions' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * Course admin (docs/product/administration.md, "Course admin"): Course Content and Questions tabs; the tab
 * lives in the URL. Course content is for admins (docs/product/administration.md, "Admin access"); authors
 * write questions (docs/product/authoring.md, "Question bank"), so they see the Questions tab alone. The
 * server enforces both.
 */
export function CourseAdminView() {
  const [params, setParams] = useSearchParams();
  // The roles the route guard let in with: known at once, so the tabs never flip on load.
  const isAdmin = readTokenClaims(useTokens().idToken).roles.includes(ROLE.Admin);
  const tabs = isAdmin ? TABS : TABS.filter((t) => t.value === 'questions');
  const tab: TabValue = params.get('tab') === 'questions' || !isAdmin ? 'questions' : 'content';
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => setParams(value === 'content' ? {} : { tab: value })}
          aria-label="Course admin sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`course-admin-tab-${t.value}`}
              aria-controls={`course-admin-panel-${t.value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`course-admin-panel-${tab}`} aria-labelledby={`course-admin-tab-${tab}`}>
        {tab === 'content' ? <ContentTab /> : <QuestionsTab />}
      </Box>
    </>
  );
}
