import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ActiveAttemptsTab } from './active-attempts-tab';
import { ActivityTab } from './activity-tab';
import { FeedbackTab } from './feedback-tab';
import { LtiTab } from './lti-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

/**
 * Users, Feedback, Question Activity, then Active Attempts and Settings
 * (docs/product/administration.md, "System admin"), and the tenant's LTI platforms.
 */
const TABS = [
  { value: 'users', label: 'Users', panel: () => <UsersTab /> },
  { value: 'feedback', label: 'Feedback', panel: () => <FeedbackTab /> },
  { value: 'activity', label: 'Question Activity', panel: () => <ActivityTab /> },
  { value: 'attempts', label: 'Active Attempts', panel: () => <ActiveAttemptsTab /> },
  { value: 'settings', label: 'Settings', panel: () => <SettingsTab /> },
  // docs/product/integrations.md, "Platforms".
  { value: 'lti', label: 'LTI', panel: () => <LtiTab /> },
] as const satisfies readonly { value: string; label: string; panel: () => ReactNode }[];

type TabValue = (typeof TABS)[number]['value'];

const tabId = (value: TabValue) => `system-admin-tab-${value}`;
const panelId = (value: TabValue) => `system-admin-panel-${value}`;

/** The open tab lives in the address (?tab=feedback), so it survives a reload and can be linked. */
export function SystemAdminTabs() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];

  const onChange = (value: TabValue) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === TABS[0].value) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current.value}
          onChange={(_event, value: TabValue) => onChange(value)}
          aria-label="System administration"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={tabId(t.value)}
              aria-controls={panelId(t.value)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current.value)} aria-labelledby={tabId(current.value)}>
        {current.panel()}
      </Box>
    </>
  );
}
