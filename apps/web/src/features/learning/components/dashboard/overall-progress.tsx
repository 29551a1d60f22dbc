import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A ring with the percentage in the middle; the ring itself carries the value for assistive tech. */
export function OverallProgress({ value }: { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignSelf: 'flex-start' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={84}
        thickness={5}
        aria-hidden
        sx={{ color: 'action.hover', position: 'absolute' }}
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={84}
        thickness={5}
        aria-label="Overall progress"
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Typography component="span" variant="h6" aria-hidden>
          {`${value}%`}
        </Typography>
      </Box>
    </Box>
  );
}
