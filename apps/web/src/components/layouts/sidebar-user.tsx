import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
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

/** spec 01 §2.3: the user's name and email at the bottom of the sidebar; nothing when unknown. */
export function SidebarUserSlot({ user, expanded }: { user: SidebarUser | null; expanded: boolean }) {
  const label = user?.name || user?.email;
  if (!user || !label) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Tooltip title={expanded ? '' : label} placement="right">
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
      </Tooltip>
      {/* Collapsed, the text is still read out; the avatar's tooltip shows it on hover. */}
      <Box sx={expanded ? { minWidth: 0 } : visuallyHidden}>
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
      </Box>
    </Box>
  );
}
