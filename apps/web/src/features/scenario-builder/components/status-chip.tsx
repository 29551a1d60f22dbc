import Chip from '@mui/material/Chip';
import type { ScriptStatus } from '@wilco/shared';

const COLORS: Record<ScriptStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  review: 'info',
  published: 'success',
  archived: 'warning',
};

export const STATUS_LABELS: Record<ScriptStatus, string> = {
  draft: 'Draft',
  review: 'In review',
  published: 'Published',
  archived: 'Archived',
};

/**
 * docs/product/scenario-builder.md, "Lifecycle and versions": where a scenario stands. The chip has the
 * paper's colour as its own background, so its label keeps the contrast checked against the page
 * (WCAG AA, 4.5:1) on a hovered or selected table row too, in both themes: the row's hover tint
 * made the green "Published" too faint.
 */
export function StatusChip({ status }: { status: ScriptStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={STATUS_LABELS[status]}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
