import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ScriptDraft, TurnDiffEntry } from '@wilco/shared';
import { useDiff, useVersions } from '../api/versions';

const KIND_LABEL: Record<TurnDiffEntry['kind'], string> = {
  same: 'Unchanged',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};
const KIND_COLOR = { same: 'default', added: 'success', removed: 'error', changed: 'warning' } as const;

function DiffTurn({ entry }: { entry: TurnDiffEntry }) {
  const where =
    entry.kind === 'added'
      ? `Turn ${entry.to_order}`
      : entry.kind === 'removed'
        ? `Turn ${entry.from_order}`
        : entry.from_order === entry.to_order
          ? `Turn ${entry.to_order}`
          : `Turn ${entry.from_order} → ${entry.to_order}`;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{where}</Typography>
        <Chip size="small" color={KIND_COLOR[entry.kind]} variant="outlined" label={KIND_LABEL[entry.kind]} />
        {entry.fields.length ? (
          <Typography variant="caption" color="text.secondary">
            {entry.fields.join(', ')}
          </Typography>
        ) : null}
      </Stack>
      {entry.kind === 'same' ? (
        <Typography variant="body2" color="text.secondary">
          {entry.after?.input}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
          {(['before', 'after'] as const).map((side) => (
            <Box key={side}>
              <Typography variant="caption" color="text.secondary">
                {side === 'before' ? 'Before' : 'After'}
              </Typography>
              {entry[side] ? (
                <>
                  <Typography variant="body2">{`Learner: ${entry[side].input}`}</Typography>
                  <Typography variant="body2">{`Station: ${entry[side].output || '(silent)'}`}</Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  —
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

type Choice = { value: string; label: string };

function VersionSelect(props: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {props.choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** docs/product/scenario-builder.md, "Versions and diff": what was published, and what changed. */
export function VersionsDialog({ draft, onClose }: { draft: ScriptDraft; onClose: () => void }) {
  const { data: versions = [], error } = useVersions(draft.script_id);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState('working');
  const base = from ?? versions[0]?.version ?? null;
  const diff = useDiff(draft.script_id, base, to);
  const choices = [
    { value: 'working', label: 'Working copy' },
    ...versions.map((v) => ({ value: v.version, label: v.version })),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="versions-title" fullWidth maxWidth="md">
      <DialogTitle id="versions-title">Versions</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {versions.length ? (
          <List dense aria-label="Published versions">
            {versions.map((v) => (
              <ListItem key={v.version} disableGutters>
                <ListItemText
                  primary={`${v.version}${v.version === draft.published_version ? ' (learners play this)' : ''}`}
                  secondary={`${dayjs(v.date_published).format('MMM D, YYYY HH:mm')} · ${v.published_by ?? 'unknown'} · ${v.turn_count} turns${v.note ? ` · ${v.note}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">
            Nothing is published yet: publish to make the first version.
          </Typography>
        )}
        {base ? (
          <>
            <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
              Compare
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <VersionSelect label="From" value={base} choices={choices} onChange={setFrom} />
              <VersionSelect label="To" value={to} choices={choices} onChange={setTo} />
            </Stack>
            {base === to ? (
              <Typography color="text.secondary">Pick two different versions.</Typography>
            ) : null}
            {diff.data ? (
              <>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {diff.data.fields.length
                    ? `Scenario fields changed: ${diff.data.fields.join(', ')}`
                    : 'No scenario field changed.'}
                </Typography>
                <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Turn changes">
                  {diff.data.turns.map((entry, i) => (
                    <DiffTurn key={i} entry={entry} />
                  ))}
                </Stack>
              </>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
