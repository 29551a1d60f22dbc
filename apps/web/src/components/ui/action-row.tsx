import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * A row of buttons (and what goes with them) that wraps a whole button at a time on a narrow screen,
 * never inside a button's label ("Save / settings").
 */
export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      {children}
    </Stack>
  );
}
