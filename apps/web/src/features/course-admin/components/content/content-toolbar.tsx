import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PUBLISH_FILTER_LABELS, type PublishFilter } from '../../utils/quiz-filter';
import { SearchField } from '../../../../components/ui/search-field';

type ContentToolbarProps = {
  filter: PublishFilter;
  search: string;
  onFilterChange: (filter: PublishFilter) => void;
  onSearchChange: (search: string) => void;
};

const FILTERS = Object.keys(PUBLISH_FILTER_LABELS) as PublishFilter[];

/**
 * docs/product/administration.md, "Featured-quizzes filter": All Quizzes / Published / Scheduled / Expired /
 * Draft and a title search.
 */
export function ContentToolbar({ filter, search, onFilterChange, onSearchChange }: ContentToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        aria-label="Filter quizzes by publish state"
        onChange={(_event, value: PublishFilter | null) => value && onFilterChange(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {PUBLISH_FILTER_LABELS[f]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SearchField label="Search quiz titles" value={search} onChange={onSearchChange} width={300} />
    </Box>
  );
}
