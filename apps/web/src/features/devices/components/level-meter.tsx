import Box from '@mui/material/Box';
import { METER_SEGMENTS } from '../utils/level-meter';

/** Five green, two amber, two red segments. */
const colorOf = (i: number) => (i < 5 ? 'success.main' : i < 7 ? 'warning.main' : 'error.main');

/** The nine-segment input-level meter (docs/product/shell-and-accounts.md, "Testing devices"). */
export function LevelMeter({ segments, label }: { segments: number; label: string }) {
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={METER_SEGMENTS}
      aria-valuenow={segments}
      aria-valuetext={`${segments} of ${METER_SEGMENTS} segments`}
      sx={{ display: 'flex', gap: 0.5, width: '100%', maxWidth: 320 }}
    >
      {Array.from({ length: METER_SEGMENTS }, (_, i) => (
        <Box
          key={i}
          data-lit={i < segments}
          sx={{
            flex: 1,
            height: 14,
            borderRadius: 0.5,
            bgcolor: i < segments ? colorOf(i) : 'action.disabledBackground',
            transition: 'background-color 80ms linear',
          }}
        />
      ))}
    </Box>
  );
}
