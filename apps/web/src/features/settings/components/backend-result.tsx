import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** docs/product/administration.md, "Backend tester", verbatim. */
export const BACKEND_LOADING_TEXT = 'Obtaining backend data...';

export type TesterResult = { label: string; data: unknown } | null;

/** The loading line, or the last answer as formatted JSON. Only the short line is announced. */
export function BackendResult({ isLoading, result }: { isLoading: boolean; result: TesterResult }) {
  return (
    <>
      <Box role="status" sx={{ minHeight: 32, display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        {isLoading ? <CircularProgress size={20} aria-hidden /> : null}
        <Typography
          variant={isLoading ? 'body1' : 'subtitle2'}
          color={result || isLoading ? 'text.primary' : 'text.secondary'}
        >
          {isLoading
            ? BACKEND_LOADING_TEXT
            : result
              ? `Result of ${result.label}`
              : 'Choose a request to see what the server answers.'}
        </Typography>
      </Box>
      {result && !isLoading ? (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={`JSON result of ${result.label}`}
          sx={{
            m: 0,
            p: 1.5,
            // docs/product/administration.md, "Backend tester": scrollable maximum height 744 px.
            maxHeight: 'min(744px, 50vh)',
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {JSON.stringify(result.data, null, 2)}
        </Box>
      ) : null}
    </>
  );
}
