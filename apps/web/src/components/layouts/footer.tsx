import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '../../config/runtime-config';

/**
 * docs/product/shell-and-accounts.md, "Layouts": terms, privacy, the patent-pending notice and the current
 * year.
 */
export function Footer() {
  const { termsUrl, privacyUrl } = getRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
        px: 2,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      <Box component="nav" aria-label="Legal" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link href={termsUrl} color="inherit" underline="hover">
          Terms of Service
        </Link>
        <Link href={privacyUrl} color="inherit" underline="hover">
          Privacy Policy
        </Link>
      </Box>
      <Typography variant="body2" component="span">
        Patent Pending
      </Typography>
      <Typography variant="body2" component="span">
        © {year} Wilco
      </Typography>
    </Box>
  );
}
