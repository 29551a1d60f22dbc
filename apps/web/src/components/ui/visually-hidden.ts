import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hidden on screen, still read by screen readers. Plain elements use the class `w-visually-hidden`
 * (components/plain/content.css), which has the same rules.
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
