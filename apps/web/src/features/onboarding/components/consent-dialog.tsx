import { useState } from 'react';
import { PlainButton } from '../../../components/plain/controls';
import { PlainCheckbox, PlainDialog } from '../../../components/plain/dialog';
import { PlainIcon } from '../../../components/plain/icons';
import '../../../components/plain/content.css';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { useAcknowledgeRecording } from '../api/acknowledge-recording';
import { useOnboardingStore } from '../stores/onboarding-store';

/** docs/product/shell-and-accounts.md, "Consent and welcome video", verbatim. */
export const SAVE_ACKNOWLEDGEMENT_LABEL = 'Save acknowledgement for future sessions.';

// Material's "Close" icon.
const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="w-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="w-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

type ConsentDialogProps = { open: boolean; sessionId: string; onSignOut: () => void };

/**
 * docs/product/shell-and-accounts.md, "Consent and welcome video": both the button and the save box wait for
 * the terms box. Closing signs out. Plain elements, not MUI: a learner's first visit to Home shows
 * it, and Home loads no MUI (decision 036).
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
  // The close icon and Escape sign out; a stray click beside the dialog does nothing.
  const onClose = () => {
    if (acknowledge.isPending) return;
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
    <PlainDialog open={open} onClose={onClose} labelledBy="consent-title" describedBy="consent-text">
      <h2 id="consent-title" className="w-dialog-title">
        Acknowledgement &amp; Consent
      </h2>
      <button
        type="button"
        className="w-icon-button w-dialog-close"
        aria-label="Close and log out"
        onClick={onClose}
      >
        <PlainIcon path={CLOSE_PATH} />
      </button>
      <div className="w-dialog-content">
        <p id="consent-text" className="w-dialog-text">
          Your practice sessions are recorded: what you say or type to the examiner is kept to assess your
          answers and to improve the training.
        </p>
        <PlainCheckbox
          autoFocus
          checked={hasReadTerms}
          onChange={(checked) => {
            setHasReadTerms(checked);
            if (!checked) setSave(false);
          }}
          label={
            <>
              I have read the <NewTabLink href={termsUrl}>Terms of Service</NewTabLink> and the{' '}
              <NewTabLink href={privacyUrl}>Privacy Policy</NewTabLink>, and I consent to my sessions being
              recorded.
            </>
          }
        />
        <PlainCheckbox
          checked={save}
          onChange={setSave}
          disabled={!hasReadTerms}
          label={SAVE_ACKNOWLEDGEMENT_LABEL}
        />
      </div>
      <div className="w-dialog-actions">
        <PlainButton
          variant="contained"
          onClick={onConfirm}
          disabled={!hasReadTerms}
          loading={acknowledge.isPending}
        >
          I Acknowledge
        </PlainButton>
      </div>
    </PlainDialog>
  );
}
