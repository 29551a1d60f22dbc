import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatCardProps = { title: string; children: ReactNode; id?: string };

/** One dashboard figure: a small heading over its value. */
export function StatCard({ title, children, id }: StatCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%' }}
    >
      <Typography
        id={headingId}
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ lineHeight: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
