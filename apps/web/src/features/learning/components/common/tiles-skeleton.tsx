import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Skeleton tiles in the same grid as QuizGrid, while the quizzes load. */
export function TilesSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <Box
      role="status"
      aria-busy
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={150} />
      ))}
    </Box>
  );
}
