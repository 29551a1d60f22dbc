import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseCard as CourseCardData, QuizCard } from '@wilco/shared';
import { useState } from 'react';
import { useAreasDue } from '../../api/get-areas-due';
import { ProgressOverTime } from '../progress-chart/progress-over-time';
import { AreaAccordion } from './area-accordion';
import { ProgressSummary } from './progress-summary';
import { ReadMoreDialog } from './read-more-dialog';

/** Descriptions longer than this are clamped on the card, with a read-more modal. */
export const DESCRIPTION_PREVIEW_CHARS = 180;

type CourseCardProps = { course: CourseCardData; onSelect: (quiz: QuizCard) => void };

export function CourseCard({ course, onSelect }: CourseCardProps) {
  const [isReadMoreOpen, setReadMoreOpen] = useState(false);
  // Due counts are extra: the course shows without them while they load or if they fail.
  const due = useAreasDue();
  const titleId = `course-${course.course_id}-title`;
  const isLong = course.description.length > DESCRIPTION_PREVIEW_CHARS;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {course.title}
      </Typography>
      <Typography
        color="text.secondary"
        sx={
          isLong
            ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : undefined
        }
      >
        {course.description}
      </Typography>
      {isLong ? (
        <Button
          size="small"
          onClick={() => setReadMoreOpen(true)}
          sx={{ mt: 0.5, ml: -1 }}
          aria-label={`Read more about ${course.title}`}
        >
          Read more
        </Button>
      ) : null}
      <Box sx={{ my: 2 }}>
        <ProgressSummary progress={course} />
      </Box>
      {/* docs/product/learning.md, "Progress over time": the course's areas over the weeks. */}
      <Box sx={{ mb: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
          Progress over time
        </Typography>
        <ProgressOverTime courseId={course.course_id} />
      </Box>
      {course.subCourses.length === 0 ? (
        <Typography color="text.secondary">This course has no areas yet.</Typography>
      ) : (
        <Box>
          {course.subCourses.map((area, i) => (
            <AreaAccordion
              key={area.area_id}
              area={area}
              due={due.data?.get(area.area_id) ?? 0}
              defaultExpanded={i === 0}
              onSelect={onSelect}
            />
          ))}
        </Box>
      )}
      <ReadMoreDialog
        open={isReadMoreOpen}
        title={course.title}
        description={course.description}
        onClose={() => setReadMoreOpen(false)}
      />
    </Paper>
  );
}
