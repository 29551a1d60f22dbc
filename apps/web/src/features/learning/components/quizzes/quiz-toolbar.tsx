import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { QUIZ_FILTER_LABELS, type QuizFilter } from '../../utils/filter-sections';
import { SearchField } from '../../../../components/ui/search-field';

type QuizToolbarProps = {
  filter: QuizFilter;
  search: string;
  onFilterChange: (filter: QuizFilter) => void;
  onSearchChange: (search: string) => void;
};

const FILTERS = Object.keys(QUIZ_FILTER_LABELS) as QuizFilter[];

/**
 * docs/product/learning.md, "Featured quizzes": the All Quizzes / In Progress / Completed filter and the
 * title search.
 */
export function QuizToolbar({ filter, search, onFilterChange, onSearchChange }: QuizToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        aria-label="Filter quizzes"
        // A second press on the current choice would deselect it; there is always one filter.
        onChange={(_event, value: QuizFilter | null) => value && onFilterChange(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {QUIZ_FILTER_LABELS[f]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SearchField label="Search quizzes" value={search} onChange={onSearchChange} />
    </Box>
  );
}
