import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type SearchFieldProps = { label: string; value: string; onChange: (value: string) => void; width?: number };

/**
 * A labelled search box with the search icon; full width on phones. TextField's outlined look from
 * its parts: TextField also imports Select, Menu and Popover, which Home would load for nothing
 * (decision 036).
 */
export function SearchField({ label, value, onChange, width = 300 }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size="small" sx={{ width: { xs: '100%', sm: width } }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
