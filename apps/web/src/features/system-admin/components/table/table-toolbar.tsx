import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchField } from '../../../../components/ui/search-field';

type TableToolbarProps = {
  searchLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
};

export function TableToolbar({
  searchLabel,
  search,
  onSearchChange,
  onRefresh,
  isRefreshing,
}: TableToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <SearchField label={searchLabel} value={search} onChange={onSearchChange} width={320} />
      <Button
        startIcon={<RefreshIcon />}
        onClick={onRefresh}
        loading={isRefreshing}
        loadingPosition="start"
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Refresh
      </Button>
    </Stack>
  );
}
