import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE, type CurrentUser } from '@wilco/shared';
import dayjs from 'dayjs';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { formatTrialEnd, trialDaysLeft } from '../utils/trial';

/**
 * When a Trial user's subscription ends (format: docs/product/shell-and-accounts.md, "Trial"); nothing for
 * other roles.
 */
export function TrialStatus({ user }: { user: CurrentUser }) {
  if (!user.db_user.roles.includes(ROLE.Trial)) return null;
  const endDate = user.db_user.subscription.end_date;
  const isKnown = endDate !== null && dayjs(endDate).isValid();
  const days = isKnown ? trialDaysLeft(endDate) : 0;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        Trial ends
      </Typography>
      <Typography data-testid="trial-end-date">
        {isKnown ? `${formatTrialEnd(endDate)} (${days} ${days === 1 ? 'day' : 'days'} left)` : 'N/A'}
      </Typography>
      <Link href={getRuntimeConfig().registerUrl} target="_blank" rel="noopener noreferrer">
        Register for a full license
        <Box component="span" sx={visuallyHidden}>
          {' (opens in a new tab)'}
        </Box>
      </Link>
    </Stack>
  );
}
