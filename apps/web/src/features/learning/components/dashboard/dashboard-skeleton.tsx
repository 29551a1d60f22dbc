import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The dashboard's shape while its data loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <Box
      aria-busy
      aria-label="Loading dashboard"
      role="status"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={140} />
      ))}
    </Box>
  );
}
