import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProgressOverTime } from './progress-over-time';

/** Home's "Progress over time" section (docs/product/learning.md, "Progress over time"). */
export function ProgressSection({ courseId }: { courseId?: number }) {
  const id = `progress-over-time-${courseId ?? 'all'}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        Progress over time
      </Typography>
      <ProgressOverTime courseId={courseId} />
    </Box>
  );
}
