import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreateScenario } from '../api/scenarios';

type NewScenarioDialogProps = { open: boolean; onClose: () => void; onCreated: (id: number) => void };

/** A name and who calls first; everything else starts at the defaults (authoring.md, "Scenarios"). */
export function NewScenarioDialog({ open, onClose, onCreated }: NewScenarioDialogProps) {
  const [name, setName] = useState('');
  const [outbound, setOutbound] = useState(true);
  const create = useCreateScenario();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const draft = await create.mutateAsync({ name, outbound, script_turns: [{}] });
    setName('');
    onCreated(draft.script_id);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="new-scenario-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="new-scenario-title">New scenario</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={create.isError}
            helperText={create.error?.message ?? 'You can change it later.'}
          />
          <FormLabel id="new-direction" sx={{ mt: 2, display: 'block' }}>
            Who calls first
          </FormLabel>
          <RadioGroup
            aria-labelledby="new-direction"
            value={outbound ? 'out' : 'in'}
            onChange={(e) => setOutbound(e.target.value === 'out')}
          >
            <FormControlLabel
              value="out"
              control={<Radio />}
              label="The learner calls the station (outbound)"
            />
            <FormControlLabel
              value="in"
              control={<Radio />}
              label="The station calls the learner (inbound)"
            />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
