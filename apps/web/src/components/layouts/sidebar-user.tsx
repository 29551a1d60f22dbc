import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../ui/visually-hidden';

export type SidebarUser = { name: string | null; email: string | null };

function initials(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

function tooltipFor(label: string, expanded: boolean, opensAccount: boolean): string {
  if (opensAccount) return expanded ? 'Account settings' : `${label}: account settings`;
  return expanded ? '' : label;
}

type SidebarUserSlotProps = {
  user: SidebarUser | null;
  expanded: boolean;
  /** docs/product/shell-and-accounts.md, "Shell": the name and email open account settings. */
  onOpenAccount?: () => void;
};

/**
 * docs/product/shell-and-accounts.md, "Shell": the user's name and email at the bottom of the sidebar;
 * nothing when unknown.
 */
export function SidebarUserSlot({ user, expanded, onOpenAccount }: SidebarUserSlotProps) {
  const label = user?.name || user?.email;
  if (!user || !label) return null;
  const content = (
    <>
      <Avatar
        aria-hidden
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 36,
          height: 36,
          mx: expanded ? 0 : 'auto',
        }}
      >
        {initials(label)}
      </Avatar>
      {/* Collapsed, the text is still read out; the tooltip shows it on hover. */}
      <Box sx={expanded ? { minWidth: 0, textAlign: 'left' } : visuallyHidden}>
        {user.name ? (
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
        ) : null}
        {user.email ? (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email}
          </Typography>
        ) : null}
        {onOpenAccount ? <Box sx={visuallyHidden}>Account settings</Box> : null}
      </Box>
    </>
  );
  const sx = { display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, width: '100%' } as const;

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {/* describeChild: the tooltip must not replace the name and email as the accessible name. */}
      <Tooltip title={tooltipFor(label, expanded, Boolean(onOpenAccount))} placement="right" describeChild>
        {onOpenAccount ? (
          <ButtonBase onClick={onOpenAccount} sx={{ ...sx, justifyContent: 'flex-start', borderRadius: 2 }}>
            {content}
          </ButtonBase>
        ) : (
          <Box sx={sx}>{content}</Box>
        )}
      </Tooltip>
    </Box>
  );
}
