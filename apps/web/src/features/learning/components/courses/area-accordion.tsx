import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AreaCard, QuizCard } from '@wilco/shared';
import { QuizGrid } from '../common/quiz-grid';
import { ProgressSummary } from './progress-summary';

type AreaAccordionProps = {
  area: AreaCard;
  /** Questions of the area due for review today (docs/product/spaced-review.md). */
  due?: number;
  defaultExpanded: boolean;
  onSelect: (quiz: QuizCard) => void;
};

/** An area of a course (a "sub-course"): its progress, and its quizzes when expanded. */
export function AreaAccordion({ area, due = 0, defaultExpanded, onSelect }: AreaAccordionProps) {
  const headerId = `area-${area.area_id}-header`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`area-${area.area_id}-content`}
        id={headerId}
      >
        <Box sx={{ flex: 1, minWidth: 0, pr: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{area.title}</Typography>
            {due > 0 ? <Chip size="small" color="warning" variant="outlined" label={`${due} due`} /> : null}
          </Box>
          <ProgressSummary progress={area} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`area-${area.area_id}-content`}>
        {area.description ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {area.description}
          </Typography>
        ) : null}
        {area.quizzes.length === 0 ? (
          <Typography color="text.secondary">This area has no quizzes yet.</Typography>
        ) : (
          <QuizGrid quizzes={area.quizzes} onSelect={onSelect} label={`Quizzes in ${area.title}`} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
