import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ActiveAttemptsTab } from './active-attempts-tab';
import { ActivityTab } from './activity-tab';
import { FeedbackTab } from './feedback-tab';
import { LiveTab } from './live-tab';
import { LtiTab } from './lti-tab';
import { SettingsTab } from './settings-tab';
import { TenantsTab } from './tenants-tab';
import { TableSkeleton } from './table/table-skeleton';
import { UsersTab } from './users-tab';

// docs/product/administration.md, "Single sign-on": the SSO cards load only when their tab opens.
const SsoTab = lazy(() => import('./sso-tab'));

/**
 * Users, Feedback, Question Activity, then Active Attempts, Live, Settings and Tenants
 * (docs/product/administration.md, "System admin"), single sign-on and the tenant's LTI platforms.
 */
const TABS = [
  { value: 'users', label: 'Users', panel: () => <UsersTab /> },
  { value: 'feedback', label: 'Feedback', panel: () => <FeedbackTab /> },
  { value: 'activity', label: 'Question Activity', panel: () => <ActivityTab /> },
  { value: 'attempts', label: 'Active Attempts', panel: () => <ActiveAttemptsTab /> },
  // docs/product/administration.md, "Live".
  { value: 'live', label: 'Live', panel: () => <LiveTab /> },
  { value: 'settings', label: 'Settings', panel: () => <SettingsTab /> },
  { value: 'tenants', label: 'Tenants', panel: () => <TenantsTab /> },
  {
    value: 'sso',
    label: 'Single sign-on',
    panel: () => (
      <Suspense fallback={<TableSkeleton label="Loading single sign-on" columns={1} />}>
        <SsoTab />
      </Suspense>
    ),
  },
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
