import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { hasErrors, nextVersion, type ScriptDraft, type VersionBump } from '@wilco/shared';
import { notify } from '../../../lib/notifications';
import { usePublishScenario } from '../api/lifecycle';
import { useDraftIssues } from '../hooks/use-draft-issues';

type PublishDialogProps = {
  open: boolean;
  draft: ScriptDraft;
  onClose: () => void;
  saveFirst: () => Promise<ScriptDraft | null>;
};

const BUMPS: { bump: VersionBump; label: string }[] = [
  { bump: 'minor', label: 'Minor: new or changed turns' },
  { bump: 'patch', label: 'Patch: wording and typos' },
  { bump: 'major', label: 'Major: a different exercise' },
];

/** docs/product/scenario-builder.md, "Lifecycle and versions": the next version, and a note. */
export function PublishDialog({ open, draft, onClose, saveFirst }: PublishDialogProps) {
  const [bump, setBump] = useState<VersionBump>('minor');
  const [note, setNote] = useState('');
  const publish = usePublishScenario(draft.script_id);
  const first = draft.published_version === null;
  const version = nextVersion(draft.version, draft.published_version, bump);
  const blocked = useDraftIssues(hasErrors);
  const submit = async () => {
    const saved = await saveFirst();
    if (!saved) return;
    const done = await publish.mutateAsync({ bump, note, revision: saved.revision });
    notify({ message: `Published version ${done.version}: learners play it from now on`, color: 'success' });
    setNote('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="publish-title" fullWidth maxWidth="sm">
      <DialogTitle id="publish-title">{`Publish version ${version}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {first
            ? 'Learners will play this version. Later changes stay in the working copy until you publish again.'
            : `Learners play ${draft.published_version} now; calls already under way finish on it.`}
        </DialogContentText>
        {first ? null : (
          <>
            <FormLabel id="bump-label">What changed</FormLabel>
            <RadioGroup
              aria-labelledby="bump-label"
              value={bump}
              onChange={(e) => setBump(e.target.value as VersionBump)}
            >
              {BUMPS.map((b) => (
                <FormControlLabel
                  key={b.bump}
                  value={b.bump}
                  control={<Radio />}
                  label={`${b.label} (${nextVersion(draft.version, draft.published_version, b.bump)})`}
                />
              ))}
            </RadioGroup>
          </>
        )}
        <TextField
          label="Note"
          fullWidth
          margin="normal"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          helperText="Optional: what this version changes"
        />
        {blocked ? <Alert severity="error">Fix the errors listed above the form first.</Alert> : null}
        {publish.error ? (
          <Alert severity="error" role="alert">
            {publish.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={blocked || publish.isPending}>
          Publish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
