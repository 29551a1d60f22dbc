import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { flattenQueue, queueEntryItems, type Assignee, type ScenarioQueue } from '@wilco/shared';
import { useEditLearnerQueue, useLearnerQueue } from '../api/assignment';

/** Flat ids with one entry moved by `delta`; a group moves as one. */
function movedIds(queue: ScenarioQueue, index: number, delta: number): number[] {
  const entries = [...queue];
  const [entry] = entries.splice(index, 1);
  entries.splice(index + delta, 0, entry!);
  return flattenQueue(entries).map((i) => i.script_queue_id);
}

function QueueEditor({ uid }: { uid: number }) {
  const { data: queue = [], isPending } = useLearnerQueue(uid);
  const { remove, reorder } = useEditLearnerQueue(uid);
  if (isPending) return <Typography color="text.secondary">Loading the queue…</Typography>;
  if (!queue.length) return <Typography color="text.secondary">This queue is empty.</Typography>;
  return (
    <List dense aria-label="Queue entries">
      {queue.map((entry, i) => {
        const items = queueEntryItems(entry);
        const name = items.map((it) => it.script_name).join(' + ');
        return (
          <ListItem
            key={items[0]!.script_queue_id}
            disableGutters
            secondaryAction={
              <>
                <IconButton
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => reorder.mutate(movedIds(queue, i, -1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Move ${name} down`}
                  disabled={i === queue.length - 1}
                  onClick={() => reorder.mutate(movedIds(queue, i, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                {items.map((it) => (
                  <IconButton
                    key={it.script_queue_id}
                    aria-label={`Remove ${it.script_name}`}
                    onClick={() => remove.mutate(it.script_queue_id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                ))}
              </>
            }
          >
            <ListItemText
              primary={`${i + 1}. ${name}`}
              secondary={items.length > 1 ? 'Multi-chat group' : null}
              sx={{ pr: 16 }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** docs/product/scenario-builder.md, "Assignment": an Admin reads and edits one learner's queue. */
export function LearnerQueue({ learners }: { learners: Assignee[] }) {
  const [uid, setUid] = useState<number | ''>('');
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        A learner's queue
      </Typography>
      <TextField
        select
        label="Learner"
        value={uid}
        onChange={(e) => setUid(Number(e.target.value))}
        sx={{ maxWidth: 400 }}
      >
        {learners.map((l) => (
          <MenuItem key={l.user_id} value={l.user_id}>{`${l.name} (${l.email})`}</MenuItem>
        ))}
      </TextField>
      {uid === '' ? null : <QueueEditor uid={uid} />}
    </Stack>
  );
}
