import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: string; actions?: ReactNode };

/** The one h1 of a page; the top bar title is not a heading, so there is never a second one. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
      {/* React 19 hoists this into <head>: every page gets its own document title (WCAG 2.4.2). */}
      <title>{`${title} · Wilco`}</title>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h1" component="h1" gutterBottom={Boolean(subtitle)}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" variant="body1">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
