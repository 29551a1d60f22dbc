import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { BLOCKING_LOADER_TEXT } from './blocking-loader-text';

/**
 * A modal rather than a bare backdrop: it also keeps keyboard focus from reaching the page
 * underneath, and hides that page from screen readers while the status is announced.
 */
export function BlockingLoaderView({ open }: { open: boolean }) {
  return (
    <Modal open={open} slotProps={{ backdrop: { sx: { bgcolor: 'rgba(4, 12, 28, 0.72)' } } }}>
      <Box
        role="status"
        aria-live="polite"
        tabIndex={-1}
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          color: '#fff',
          outline: 0,
        }}
      >
        <CircularProgress color="inherit" aria-hidden />
        <Typography variant="h6" component="p">
          {BLOCKING_LOADER_TEXT}
        </Typography>
      </Box>
    </Modal>
  );
}
