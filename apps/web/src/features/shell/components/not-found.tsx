import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** docs/product/shell-and-accounts.md, "Routes", verbatim. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <Typography sx={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h1" component="h1">
        {NOT_FOUND_MESSAGE}
      </Typography>
      <Typography color="text.secondary">Check the address, or head back to your dashboard.</Typography>
      <Button component={Link} to={paths.home} variant="contained" startIcon={<HomeIcon />}>
        Back to home
      </Button>
    </Stack>
  );
}
