import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { JudgedElement, Transmission } from '@wilco/shared';

const VERDICT_TEXT: Record<Transmission['verdict'], string> = {
  accepted: 'Accepted',
  corrected: 'Corrected',
  prompted: 'Incomplete',
  say_again: 'Say again',
};
const VERDICT_COLOR = {
  accepted: 'success',
  corrected: 'error',
  prompted: 'warning',
  say_again: 'default',
} as const;

const STATUS_TEXT: Record<JudgedElement['status'], string> = {
  right: 'right',
  wrong: 'wrong',
  missing: 'missing',
};
const STATUS_COLOR = { right: 'success', wrong: 'error', missing: 'warning' } as const;
const STATUS_ICON = { right: <CheckIcon />, wrong: <CloseIcon />, missing: <HelpOutlineIcon /> };

export function elementKindText(kind: JudgedElement['kind']): string {
  return kind.replace('_', ' ');
}

/** One element of a transmission: its kind, what was expected and heard, and right/wrong in words. */
export function ElementChip({ element }: { element: JudgedElement }) {
  const heard = element.status === 'wrong' && element.heard ? ` (heard ${element.heard})` : '';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[element.status]}
      icon={STATUS_ICON[element.status]}
      sx={(theme) => {
        const dark = theme.palette[STATUS_COLOR[element.status]].dark;
        return {
          // A long element wraps inside its chip instead of being cut short on a phone.
          height: 'auto',
          minHeight: 24,
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          // In light mode the darker shade keeps the text readable (WCAG AA) on the tinted learner
          // bubble too; in dark mode that shade is too dark there, and the main colour is readable.
          ...theme.applyStyles('light', { color: dark, '& .MuiChip-icon': { color: dark } }),
        };
      }}
      label={`${elementKindText(element.kind)} ${element.expected}: ${STATUS_TEXT[element.status]}${heard}`}
    />
  );
}

/** The engine's verdict on a learner transmission, with each element (colour and text). */
export function JudgementChips({ verdict, elements }: Pick<Transmission, 'verdict' | 'elements'>) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      <Chip size="small" color={VERDICT_COLOR[verdict]} label={VERDICT_TEXT[verdict]} />
      {elements.map((element, i) => (
        <ElementChip key={`${element.kind}-${i}`} element={element} />
      ))}
    </Stack>
  );
}
