import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { handoffLaunch } from '../api/lti-api';
import { readLtiLaunch } from '../stores/lti-launch';

const isFramed = () => typeof window !== 'undefined' && window.self !== window.top;

/**
 * docs/product/integrations.md, "In a frame": when the frame gets in the way (a platform that
 * blocks the microphone in frames, a small frame), the same launch opens in a window of its own,
 * still without a sign-in.
 */
export function OpenInWindow() {
  const [busy, setBusy] = useState(false);
  const launch = readLtiLaunch();
  if (!launch || !isFramed()) return null;
  const open = async () => {
    // Opened before the answer arrives, so the browser counts it as the click's own window.
    const win = window.open('', '_blank');
    setBusy(true);
    try {
      const { url } = await handoffLaunch(launch.launch_id);
      if (win) win.location.href = url;
      else window.open(url, '_blank');
    } catch {
      win?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => void open()} disabled={busy}>
      Open in a new window
    </Button>
  );
}
