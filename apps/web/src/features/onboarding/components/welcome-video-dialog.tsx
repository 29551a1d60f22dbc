import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useRef, useState } from 'react';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { useSaveWelcome } from '../api/save-welcome';
import { useOnboardingStore } from '../stores/onboarding-store';
import { introVideoFor } from '../utils/intro-video';

/** docs/product/shell-and-accounts.md, "Consent and welcome video", verbatim. */
export const DONT_SHOW_AGAIN_LABEL = "Don't show again at login";

/**
 * docs/product/shell-and-accounts.md, "Consent and welcome video": maximum dialog width 1214 px, video height
 * 520.
 */
export function WelcomeVideoDialog() {
  const isOpen = useOnboardingStore((s) => s.isWelcomeOpen);
  const closeWelcome = useOnboardingStore((s) => s.closeWelcome);
  const { data: user } = useCurrentUser();
  const save = useSaveWelcome();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const welcomeSaved = user?.db_user.welcome_saved ?? true;
  const video = introVideoFor(user?.db_user.roles ?? [], getRuntimeConfig());

  // docs/product/shell-and-accounts.md, "Consent and welcome video": closing pauses the video; closing with
  // the box ticked saves the preference.
  const onClose = () => {
    videoRef.current?.pause();
    if (dontShowAgain && !welcomeSaved) save.mutate();
    setDontShowAgain(false);
    closeWelcome();
  };

  return (
    <Dialog
      open={isOpen && Boolean(user)}
      onClose={onClose}
      maxWidth={false}
      fullWidth
      aria-labelledby="welcome-video-title"
      slotProps={{ paper: { sx: { maxWidth: 1214, m: { xs: 1, sm: 4 }, width: '100%' } } }}
    >
      <DialogTitle id="welcome-video-title">Welcome to Wilco</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Box
          component="video"
          ref={videoRef}
          src={video.src}
          controls
          autoPlay
          playsInline
          preload="metadata"
          aria-label="Welcome video"
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 'auto', md: 520 },
            bgcolor: '#000',
            borderRadius: 1,
          }}
        >
          {video.captions ? (
            <track kind="captions" src={video.captions} srcLang="en" label="English" default />
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {welcomeSaved ? null : (
          <FormControlLabel
            control={
              <Checkbox
                checked={dontShowAgain}
                onChange={(event) => setDontShowAgain(event.target.checked)}
              />
            }
            label={DONT_SHOW_AGAIN_LABEL}
            sx={{ mr: 'auto' }}
          />
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
