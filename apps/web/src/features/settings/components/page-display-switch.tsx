import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PageDisplay } from '../../../lib/settings-dialog';

const CAPTIONS: Record<PageDisplay, string> = {
  live: 'Showing your own data',
  active: 'Showing sample data',
  empty: 'Showing zeros and no lists',
};

type PageDisplaySwitchProps = {
  page: string;
  display: PageDisplay;
  onChange: (display: PageDisplay) => void;
};

/**
 * docs/product/shell-and-accounts.md, "Settings dialog": on = 'Active State', off = 'Empty State'. A page
 * never switched shows the learner's own data, which is an active state too; the first toggle turns it empty.
 */
export function PageDisplaySwitch({ page, display, onChange }: PageDisplaySwitchProps) {
  const isActive = display !== 'empty';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Box sx={{ flex: '1 1 200px' }}>
        <FormControlLabel
          control={
            <Switch
              checked={isActive}
              onChange={(event) => onChange(event.target.checked ? 'active' : 'empty')}
            />
          }
          label={`${page} page: ${isActive ? 'Active State' : 'Empty State'}`}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 6, mt: -0.5 }}>
          {CAPTIONS[display]}
        </Typography>
      </Box>
      {display === 'live' ? null : (
        <Button
          size="small"
          onClick={() => onChange('live')}
          aria-label={`Show my own data on the ${page} page`}
        >
          Show my own data
        </Button>
      )}
    </Box>
  );
}
