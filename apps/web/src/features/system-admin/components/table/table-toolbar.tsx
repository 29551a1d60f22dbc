import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

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
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
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
