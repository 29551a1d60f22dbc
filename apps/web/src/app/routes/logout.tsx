import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSignOut } from '../../features/auth';

/** /Logout signs out straight away; the confirmation dialog belongs to the sidebar action. */
export function LogoutPage() {
  const signOut = useSignOut();
  // StrictMode runs effects twice in development; the server should hear one logout.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <title>Signing out · Wilco</title>
      <CircularProgress size={24} aria-hidden />
      <Typography>Signing you out…</Typography>
    </Box>
  );
}

export { LogoutPage as Component };
