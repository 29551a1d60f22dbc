import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScenarioDue } from '@wilco/shared';

type ScenariosDueProps = {
  scenarios: readonly ScenarioDue[];
  /** Scenarios already pending in the queue: they are marked there, not queued again. */
  queued: ReadonlySet<number>;
  isQueueing: boolean;
  onReplay: (scriptId: number) => void;
};

const turnsText = (n: number) => `${n} turn${n === 1 ? '' : 's'} due for review`;

/**
 * docs/product/spaced-review.md, "Scenario turns": the scenarios whose judged turns are due, so
 * the learner knows what to replay; one no longer in the queue is put back first by Replay.
 */
export function ScenariosDuePanel({ scenarios, queued, isQueueing, onReplay }: ScenariosDueProps) {
  if (scenarios.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="scenarios-due-title" sx={{ p: 2 }}>
      <Typography id="scenarios-due-title" variant="h6" component="h2">
        Due for review
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Scenarios whose calls are due to practise again today.
      </Typography>
      <List aria-labelledby="scenarios-due-title" sx={{ py: 0 }}>
        {scenarios.map((s) => (
          <ListItem
            key={s.script_id}
            disableGutters
            secondaryAction={
              queued.has(s.script_id) ? (
                <Typography variant="body2" color="text.secondary">
                  In your queue
                </Typography>
              ) : (
                <Button
                  size="small"
                  startIcon={<ReplayIcon />}
                  disabled={isQueueing}
                  onClick={() => onReplay(s.script_id)}
                  aria-label={`Replay ${s.script_name}`}
                >
                  Replay
                </Button>
              )
            }
            sx={{ pr: 12 }}
          >
            <ListItemText primary={s.script_name} secondary={turnsText(s.turns_due)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
