import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: keyboard users jump past the sidebar and top bar. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
