import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; title: string; actions?: ReactNode };

export function SectionHeading({ id, title, actions }: SectionHeadingProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ flex: '1 1 auto', fontWeight: 600 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
