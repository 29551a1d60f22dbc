import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: ReactNode; title: string; description: string; action?: ReactNode };

/** What a page shows before it has anything of the learner's to show. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{
        px: { xs: 2.5, sm: 5 },
        py: { xs: 4, sm: 6 },
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        borderStyle: 'dashed',
      }}
    >
      <Typography component="span" aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
        {icon}
      </Typography>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {description}
      </Typography>
      {action}
    </Paper>
  );
}
