import CampaignIcon from '@mui/icons-material/Campaign';
import Alert from '@mui/material/Alert';

/**
 * docs/product/shell-and-accounts.md, "Shell": the server's announcement text. A status, not an alert: it
 * must not interrupt on every page.
 */
export function AnnouncementBanner({ text }: { text: string }) {
  return (
    <Alert
      severity="info"
      icon={<CampaignIcon />}
      role="status"
      aria-label="Announcement"
      sx={{ borderRadius: 0 }}
    >
      {text}
    </Alert>
  );
}
