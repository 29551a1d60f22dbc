import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActivityTab } from './activity-tab';
import { FeedbackTab } from './feedback-tab';
import { UsersTab } from './users-tab';

/** The spec's three lists, the whole of the older screen (docs/product/administration.md, "Older system admin"). */
const V1_SECTIONS = [
  { id: 'users', title: 'Users', body: () => <UsersTab /> },
  { id: 'feedback', title: 'Feedback', body: () => <FeedbackTab /> },
  { id: 'activity', title: 'Question Activity', body: () => <ActivityTab /> },
] as const satisfies readonly { id: string; title: string; body: () => ReactNode }[];

/**
 * /SystemAdmin/indexV1: the older system admin, compact: Users, Feedback and Question Activity one
 * under another on one page, without tabs and without the newer tenant, settings, SSO and LTI screens.
 */
export function SystemAdminV1() {
  return (
    <Stack spacing={3}>
      {V1_SECTIONS.map((s) => (
        <Paper key={s.id} variant="outlined" component="section" aria-labelledby={`v1-${s.id}`} sx={{ p: 2 }}>
          <Typography id={`v1-${s.id}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {s.title}
          </Typography>
          {s.body()}
        </Paper>
      ))}
    </Stack>
  );
}
