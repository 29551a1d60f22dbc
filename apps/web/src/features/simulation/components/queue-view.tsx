import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import QueueIcon from '@mui/icons-material/Queue';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScenarioQueue } from '@wilco/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useClearQueue } from '../api/clear-queue';
import { useQueue } from '../api/get-queue';
import { useScenariosDue } from '../api/get-scenarios-due';
import { useQueueScenarioReview } from '../api/queue-scenario-review';
import { useReorderQueue } from '../api/reorder-queue';
import { SIM_TEXTS } from '../hooks/simulation-controller';
import { moveEntry, toEntryView } from '../model/queue-order';
import { ContextPanel } from './context-panel';
import { DebriefDialog } from './debrief-dialog';
import { PastDebriefs } from './past-debriefs';
import { QueueList } from './queue-list';
import { ScenariosDuePanel } from './scenarios-due';

/** The queue's placeholder while it, or the signed-in user it belongs to, loads. */
export function QueueLoading() {
  return (
    <div role="status" aria-label="Obtaining Queue...">
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  );
}

type QueueViewProps = { userId: number; onStart: () => void };

/** The learner's queue: start the next entry, reorder, clear, its context, and past debriefs. */
export function QueueView({ userId, onStart }: QueueViewProps) {
  const query = useQueue(userId);
  const reorder = useReorderQueue(userId);
  const clear = useClearQueue(userId);
  const due = useScenariosDue();
  const replay = useQueueScenarioReview(userId);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const [debriefId, setDebriefId] = useState<number | null>(null);
  const queue: ScenarioQueue = query.data ?? [];
  const entries = queue.map(toEntryView);
  const selected = entries.find((e) => e.key === selectedKey) ?? entries[0] ?? null;
  const dueScripts = new Set((due.data ?? []).map((s) => s.script_id));
  const queuedScripts = new Set(entries.flatMap((e) => e.items.map((item) => item.script_id)));

  const onMove = (from: number, to: number) => {
    const next = moveEntry(queue, from, to);
    if (next !== queue) reorder.mutate(next);
  };

  let body;
  if (query.isLoading) {
    body = <QueueLoading />;
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {SIM_TEXTS.queueError}
      </Alert>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        icon={<QueueIcon />}
        title="Your queue is empty"
        description="Scenarios your instructor assigns to you appear here, in the order you will play them."
      />
    );
  } else {
    body = (
      <QueueList
        entries={entries}
        selectedKey={selected?.key ?? null}
        isSaving={reorder.isPending}
        dueScripts={dueScripts}
        onSelect={setSelectedKey}
        onMove={onMove}
      />
    );
  }

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper component="section" variant="outlined" aria-labelledby="queue-title" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, mb: 1 }}
          >
            <Typography id="queue-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {`Your Queue${entries.length ? ` (${entries.length})` : ''}`}
            </Typography>
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              onClick={onStart}
              disabled={entries.length === 0}
            >
              Start Simulation
            </Button>
            <Button
              color="error"
              startIcon={<DeleteSweepIcon />}
              onClick={() => setConfirmingClear(true)}
              disabled={entries.length === 0 || clear.isPending}
            >
              Clear Queue
            </Button>
          </Stack>
          {entries.length > 1 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Drag an entry or use its arrows to change the order. The first entry plays next.
            </Typography>
          ) : null}
          {body}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <ScenariosDuePanel
            scenarios={due.data ?? []}
            queued={queuedScripts}
            isQueueing={replay.isPending}
            onReplay={(scriptId) => replay.mutate(scriptId)}
          />
          {selected ? (
            <ContextPanel
              title={`Conversation Context${selected === entries[0] ? ' (next)' : ''}`}
              contexts={selected.items.map((item) => ({
                name: item.script_name,
                context: item.conversation_context,
              }))}
            />
          ) : null}
          <PastDebriefs onOpen={setDebriefId} />
        </Stack>
      </Grid>
      <ConfirmDialog
        open={isConfirmingClear}
        title="Clear Queue"
        text="Remove every scenario from your queue? This cannot be undone."
        confirmLabel="Clear Queue"
        cancelLabel="Cancel"
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          clear.mutate();
        }}
      />
      <DebriefDialog simId={debriefId} onClose={() => setDebriefId(null)} />
    </Grid>
  );
}
