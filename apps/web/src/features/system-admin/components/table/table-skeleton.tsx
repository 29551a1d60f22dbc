import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while a list loads; one labelled busy region for screen readers. */
export function TableSkeleton({ label, columns }: { label: string; columns: number }) {
  return (
    <Paper variant="outlined" role="progressbar" aria-label={label} aria-busy sx={{ p: 2 }}>
      <Stack spacing={1.25}>
        <Skeleton variant="rounded" height={28} />
        {Array.from({ length: 6 }, (_, row) => (
          <Stack key={row} direction="row" spacing={2}>
            {Array.from({ length: Math.min(columns, 5) }, (_, cell) => (
              <Skeleton key={cell} sx={{ flex: 1 }} height={24} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
