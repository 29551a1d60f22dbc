import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** docs/product/shell-and-accounts.md, "Layouts": centred content with the footer only. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: { xs: 3, sm: 6 },
          outline: 0,
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>{children}</Box>
      </Box>
      <Footer />
    </Box>
  );
}
