import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { useAcknowledgeRecording } from '../api/acknowledge-recording';
import { useOnboardingStore } from '../stores/onboarding-store';

/** docs/product/shell-and-accounts.md, "Consent and welcome video", verbatim. */
export const SAVE_ACKNOWLEDGEMENT_LABEL = 'Save acknowledgement for future sessions.';

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' (opens in a new tab)'}
      </Box>
    </Link>
  );
}

type ConsentDialogProps = { open: boolean; sessionId: string; onSignOut: () => void };

/**
 * docs/product/shell-and-accounts.md, "Consent and welcome video": both the button and the save box wait for
 * the terms box. Closing signs out.
 */
export function ConsentDialog({ open, sessionId, onSignOut }: ConsentDialogProps) {
  const [hasReadTerms, setHasReadTerms] = useState(false);
  const [save, setSave] = useState(false);
  const acknowledge = useAcknowledgeRecording();
  const acknowledgeForSession = useOnboardingStore((s) => s.acknowledgeForSession);
  const { termsUrl, privacyUrl } = getRuntimeConfig();

  const resetFlags = () => {
    setHasReadTerms(false);
    setSave(false);
  };
  const onClose = (_event: object, reason?: string) => {
    // A stray click beside the dialog must not sign anyone out; the close icon and Escape do.
    if (reason === 'backdropClick' || acknowledge.isPending) return;
    resetFlags();
    onSignOut();
  };
  const onConfirm = () =>
    acknowledge.mutate(
      { acknowledgement_saved: save, session_id: sessionId },
      {
        onSuccess: () => {
          acknowledgeForSession(sessionId);
          resetFlags();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
    >
      <DialogTitle id="consent-title" sx={{ pr: 7 }}>
        Acknowledgement &amp; Consent
      </DialogTitle>
      <IconButton
        aria-label="Close and log out"
        onClick={(event) => onClose(event, 'closeButton')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id="consent-text" sx={{ mb: 2 }}>
          Your practice sessions are recorded: what you say or type to the examiner is kept to assess your
          answers and to improve the training.
        </DialogContentText>
        <Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={hasReadTerms}
                onChange={(event) => {
                  setHasReadTerms(event.target.checked);
                  if (!event.target.checked) setSave(false);
                }}
              />
            }
            label={
              <>
                I have read the <NewTabLink href={termsUrl}>Terms of Service</NewTabLink> and the{' '}
                <NewTabLink href={privacyUrl}>Privacy Policy</NewTabLink>, and I consent to my sessions being
                recorded.
              </>
            }
          />
          <FormControlLabel
            control={<Checkbox checked={save} onChange={(event) => setSave(event.target.checked)} />}
            label={SAVE_ACKNOWLEDGEMENT_LABEL}
            disabled={!hasReadTerms}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={!hasReadTerms}
          loading={acknowledge.isPending}
        >
          I Acknowledge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
