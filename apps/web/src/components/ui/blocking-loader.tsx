import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { create } from 'zustand';
import { withMinimumDelay } from '../../lib/progress-timing';

/** docs/product/shell-and-accounts.md, "Shell", verbatim. */
export const BLOCKING_LOADER_TEXT = 'Obtaining domain-specific data...';

type BlockingLoaderState = {
  /** A count, not a flag, so overlapping loads do not hide each other's loader. */
  pending: number;
  show: () => void;
  hide: () => void;
};

export const useBlockingLoader = create<BlockingLoaderState>()((set) => ({
  pending: 0,
  show: () => set((s) => ({ pending: s.pending + 1 })),
  hide: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** Blocks the screen while domain data loads; held at least a minimum time so it never blinks. */
export async function runBlocking<T>(task: Promise<T>): Promise<T> {
  const { show, hide } = useBlockingLoader.getState();
  show();
  try {
    return await withMinimumDelay(task);
  } finally {
    hide();
  }
}

/**
 * A modal rather than a bare backdrop: it also keeps keyboard focus from reaching the page
 * underneath, and hides that page from screen readers while the status is announced.
 */
export function BlockingLoader() {
  const open = useBlockingLoader((s) => s.pending > 0);
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
