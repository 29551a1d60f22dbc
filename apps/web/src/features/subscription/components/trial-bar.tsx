import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { CurrentUser } from '@wilco/shared';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { showsTrialBar, trialBarText } from '../utils/trial';

type TrialBarProps = { user: CurrentUser | undefined; isSimulating?: boolean };

/**
 * docs/product/shell-and-accounts.md, "Trial": the days left of a trial, and where to register for a full
 * license.
 */
export function TrialBar({ user, isSimulating = false }: TrialBarProps) {
  if (!user || !showsTrialBar(user.db_user.roles, isSimulating)) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label="Trial"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
    >
      <Box component="span" sx={{ mr: 1 }}>
        {trialBarText(user.db_user.subscription.end_date)}
      </Box>
      <Link
        href={getRuntimeConfig().registerUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ fontWeight: 600 }}
      >
        Register for a full license
        <Box component="span" sx={visuallyHidden}>
          {' (opens in a new tab)'}
        </Box>
      </Link>
    </Alert>
  );
}
