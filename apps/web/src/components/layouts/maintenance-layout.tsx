import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WilcoLogo } from '../ui/wilco-logo';
import { MAIN_CONTENT_ID } from './skip-link';

type MaintenanceLayoutProps = { notice: string; children?: ReactNode };

/**
 * docs/product/shell-and-accounts.md, "Layouts": the logo and the notice text, nothing that could lead into
 * the app.
 */
export function MaintenanceLayout({ notice, children }: MaintenanceLayoutProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ color: 'primary.main' }}>
        <WilcoLogo height={56} />
      </Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        Down for maintenance
      </Typography>
      <Typography sx={{ maxWidth: 560 }} color="text.secondary">
        {notice}
      </Typography>
      {children}
    </Box>
  );
}
