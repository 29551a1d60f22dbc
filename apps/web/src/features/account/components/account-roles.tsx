import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@wilco/shared';
import { useId } from 'react';

/** The roles the signed-in user holds, as the server granted them. */
export function AccountRoles({ user }: { user: CurrentUser }) {
  const labelId = useId();
  const roles = user.db_user.roles;
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        Roles
      </Typography>
      {roles.length === 0 ? (
        <Typography>No roles assigned</Typography>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={labelId}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {roles.map((role) => (
            <li key={role}>
              <Chip label={role} size="small" variant="outlined" />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
