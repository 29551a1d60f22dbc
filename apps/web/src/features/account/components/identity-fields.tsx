import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CurrentUser } from '@wilco/shared';

/** docs/product/shell-and-accounts.md, "Account settings": name and email are read-only to the user. */
export function IdentityFields({ user }: { user: CurrentUser }) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Name"
        value={user.auth_user.display_name}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
      <TextField
        label="Email"
        value={user.auth_user.email}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
    </Stack>
  );
}
