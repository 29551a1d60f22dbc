import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ROLE, type Assignee, type QueueDisplay, type ScriptDraft } from '@wilco/shared';
import { hasRole, useCurrentUser } from '../../../lib/auth/current-user';
import { useAssignScenario, useAssignees } from '../api/assignment';
import { LearnerQueue } from './learner-queue';

type Where = 'last' | 'first' | 'at';
const label = (a: Assignee) => `${a.name} (${a.email})`;

/** docs/product/scenario-builder.md, "Assignment": who, where in the queue, alone or in a group. */
export function AssignDialog({ draft, onClose }: { draft: ScriptDraft; onClose: () => void }) {
  const { data: people = [] } = useAssignees();
  const { data: me } = useCurrentUser();
  const assign = useAssignScenario(draft.script_id);
  const [everyone, setEveryone] = useState(false);
  const [chosen, setChosen] = useState<Assignee[]>([]);
  const [where, setWhere] = useState<Where>('last');
  const [at, setAt] = useState(1);
  const [group, setGroup] = useState('');
  const [display, setDisplay] = useState<QueueDisplay>('SCENARIO_TITLE');
  const learners = people.filter((p) => p.roles.includes(ROLE.Learner) || p.roles.includes(ROLE.Trial));
  const submit = async () => {
    await assign.mutateAsync({
      all_learners: everyone,
      user_ids: everyone ? [] : chosen.map((c) => c.user_id),
      position: where === 'last' ? null : where === 'first' ? 0 : Math.max(0, at - 1),
      group_key: group.trim() || null,
      queue_display: display,
    });
    setChosen([]);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-title" fullWidth maxWidth="md">
      <DialogTitle id="assign-title">{`Assign "${draft.name}" ${draft.published_version ?? ''}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormLabel id="assign-who">Who</FormLabel>
          <RadioGroup
            aria-labelledby="assign-who"
            value={everyone ? 'all' : 'chosen'}
            onChange={(e) => setEveryone(e.target.value === 'all')}
          >
            <FormControlLabel value="chosen" control={<Radio />} label="Chosen people" />
            <FormControlLabel
              value="all"
              control={<Radio />}
              label={`Every learner of the school (${learners.length})`}
            />
          </RadioGroup>
          {everyone ? null : (
            <Autocomplete
              multiple
              options={people}
              value={chosen}
              onChange={(_e, value) => setChosen(value)}
              getOptionLabel={label}
              isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
              renderInput={(params) => (
                <TextField {...params} label="People" helperText="Type a name or an email" />
              )}
            />
          )}
          <FormLabel id="assign-where">Where in the queue</FormLabel>
          <RadioGroup
            aria-labelledby="assign-where"
            value={where}
            onChange={(e) => setWhere(e.target.value as Where)}
          >
            <FormControlLabel value="last" control={<Radio />} label="Last" />
            <FormControlLabel value="first" control={<Radio />} label="First" />
            <FormControlLabel value="at" control={<Radio />} label="At a position" />
          </RadioGroup>
          {where === 'at' ? (
            <TextField
              type="number"
              label="Position"
              value={at}
              onChange={(e) => setAt(Math.max(1, Number(e.target.value) || 1))}
              helperText="1 is the first entry; a multi-chat group counts once"
              sx={{ maxWidth: 220 }}
            />
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Multi-chat group"
              value={group}
              onChange={(e) => setGroup(e.target.value)}
              helperText="Optional: items with one group key are played side by side"
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Queue shows"
              value={display}
              onChange={(e) => setDisplay(e.target.value as QueueDisplay)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="SCENARIO_TITLE">The scenario title</MenuItem>
              <MenuItem value="SCENARIO_ID">The scenario number</MenuItem>
            </TextField>
          </Stack>
          {assign.data ? (
            <Alert severity="success" role="status">
              {`Added to ${assign.data.assigned} ${assign.data.assigned === 1 ? 'queue' : 'queues'}.`}
            </Alert>
          ) : null}
          {hasRole(me, ROLE.Admin) ? (
            <>
              <Divider />
              <LearnerQueue learners={learners} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={assign.isPending || (!everyone && chosen.length === 0)}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
